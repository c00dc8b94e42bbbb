import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, file, number, text, textarea } from '../fields';

// 电子合同 (E-contracts): FaDaDa signing tasks.
export const contracts = defineResource({
  name: 'contracts',
  menuPath: '/contract/contracts',
  api: '/blade-tradePort/contracts',
  titleField: 'contractName',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    contractNo: text({ required: true, search: true, max: 32, width: 170 }),
    contractId: text({ list: false }),
    contractName: text({ max: 100, width: 240 }),
    signTaskId: text({ required: true, search: true, readOnly: 'edit', max: 64, width: 200 }),
    templateId: text({ list: false, max: 64 }),
    initiatorName: text({ max: 100, width: 200 }),
    signerNames: text({ max: 300, width: 300 }),
    signedCount: number({ min: 0 }),
    signerCount: number({ min: 0 }),
    signStatus: dict('sign_status', { biz: true, search: true }),
    signDeadline: datetime({ width: 170 }),
    finishTime: datetime({ list: false }),
    signedFileUrl: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
