/**
 * The distribution dialog of a loan application: the funder (甲方) and the supervisor (丙方) with their
 * answers (audit_status 0/1/2). The server decides the state machine; this only checks what was typed.
 */
export type DistributionValues = {
  firstPartyId: string;
  firstPartyName: string;
  firstPartyStatus: string;
  thirdPartyId: string;
  thirdPartyName: string;
  thirdPartyStatus: string;
};

export type DistributionTexts = { firstPartyRequired: string; tooLong: string; thirdPartyStatusWithoutParty: string };

export function validateDistribution(
  values: DistributionValues,
  texts: DistributionTexts,
): Partial<Record<keyof DistributionValues, string>> {
  const errors: Partial<Record<keyof DistributionValues, string>> = {};
  if (!values.firstPartyName.trim()) errors.firstPartyName = texts.firstPartyRequired;
  else if (values.firstPartyName.trim().length > 100) errors.firstPartyName = texts.tooLong;
  if (values.thirdPartyName.trim().length > 100) errors.thirdPartyName = texts.tooLong;
  if (!values.thirdPartyName.trim() && values.thirdPartyStatus !== '' && values.thirdPartyStatus !== '0')
    errors.thirdPartyStatus = texts.thirdPartyStatusWithoutParty;
  return errors;
}

export function fromApplication(row: Record<string, unknown>, prefilledFirstParty: string): DistributionValues {
  const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    firstPartyId: str(row.firstPartyId),
    firstPartyName: prefilledFirstParty || str(row.firstPartyName),
    firstPartyStatus: str(row.firstPartyStatus) || '0',
    thirdPartyId: str(row.thirdPartyId),
    thirdPartyName: str(row.thirdPartyName),
    thirdPartyStatus: str(row.thirdPartyStatus),
  };
}

export function toDistributionPayload(id: string, values: DistributionValues) {
  const third = values.thirdPartyName.trim();
  return {
    id,
    firstPartyId: values.firstPartyId,
    firstPartyName: values.firstPartyName.trim(),
    firstPartyStatus: Number(values.firstPartyStatus || 0),
    thirdPartyId: third ? values.thirdPartyId : '',
    thirdPartyName: third,
    thirdPartyStatus: third ? Number(values.thirdPartyStatus || 0) : null,
  };
}
