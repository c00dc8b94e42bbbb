/** Hands bytes made in the page (a workbook) to the browser as a download. */
export function saveFile(
  bytes: Uint8Array,
  name: string,
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
