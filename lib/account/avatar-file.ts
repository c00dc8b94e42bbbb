/** The avatar rule (docs/spec.md §5): JPG or PNG only, at most 500 KB. */
export const AVATAR_MAX_BYTES = 500 * 1024;
export const AVATAR_ACCEPT = 'image/jpeg,image/png';

export type AvatarProblem = 'type' | 'size';

/** Checks the file's type by MIME and by extension (a renamed file fails either), then its size. */
export function avatarFileProblem(file: { name: string; type: string; size: number }): AvatarProblem | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk = ['image/jpeg', 'image/png'].includes(file.type.toLowerCase()) && ['jpg', 'jpeg', 'png'].includes(extension);
  if (!typeOk) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** Shown when a user has no avatar (docs/spec.md §3: "a missing avatar gets a default logo image"). */
export const DEFAULT_AVATAR = '/icon.svg';
