import { defineResource } from '../define-resource';
import { auditFields, dict, phone, text, textarea, weight } from '../fields';

// 车辆管理 (Vehicles).
export const logisticscar = defineResource({
  name: 'logisticscar',
  menuPath: '/logistics/logisticscar',
  api: '/blade-tradePort/logisticscar',
  titleField: 'plateNo',
  fields: {
    plateNo: text({ required: true, search: true, max: 10 }),
    vehicleType: dict('vehicle_type', { biz: true, required: true, search: true }),
    loadCapacity: weight({ min: 0 }),
    carrierName: text({ search: true, max: 100, width: 200 }),
    driverName: text({ max: 50 }),
    driverPhone: phone(),
    driverIdCard: text({ list: false, max: 18 }),
    licenseNo: text({ list: false, max: 32 }),
    roadPermitNo: text({ list: false, max: 32 }),
    vehicleStatus: dict('vehicle_status', { biz: true, search: true }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
