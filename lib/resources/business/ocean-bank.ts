import { defineResource } from '../define-resource';
import { auditFields, select, switchField, text, textarea } from '../fields';

// 收款银行 (receiving banks for ocean payments).
export const oceanBank = defineResource({
  name: 'oceanbank',
  menuPath: '/ocean/oceanbank',
  api: '/tradePort/oceanbank',
  titleField: 'bankName',
  fields: {
    bankName: text({ required: true, search: true, max: 100, width: 220 }),
    bankNameEn: text({ max: 100, width: 260 }),
    accountName: text({ required: true, search: true, max: 100, width: 220 }),
    accountNo: text({ required: true, max: 40, width: 200 }),
    swiftCode: text({ max: 11, width: 120 }),
    currency: select(['USD', 'CNY', 'EUR'], { required: true, defaultValue: 'USD' }),
    bankAddress: text({ list: false, max: 200 }),
    isDefault: switchField({ defaultValue: 0 }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
