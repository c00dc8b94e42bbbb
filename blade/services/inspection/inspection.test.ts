import { json, useTestServer } from '../../testing/test-server';

/** The inspection workflow over HTTP, on a fresh seeded database. */
const server = useTestServer();

const { getJson: get, postJson: post } = server;
const APPS = '/blade-inspection/inspectionapplications';
const VALUES = '/blade-inspection/inspectionvalue';

/** A new corn request sold as 二等 (GB 1353: test weight ≥690, imperfect ≤6.0, mould ≤2.0, impurity ≤1.0, moisture ≤14.0, DON ≤1000). */
async function newCornRequest(applicationNo: string) {
  const saved = await post(`${APPS}/submit`, {
    applicationNo,
    applicantName: '山东潍坊鸿达淀粉有限公司',
    variety: 2,
    inspectionType: 3,
    contractGrade: 2,
    inspectionStatus: 2,
    result: 1,
  });
  expect(saved.code).toBe(200);
  return (await get(`${APPS}/list?applicationNo=${applicationNo}`)).data.records[0];
}
const measure = (applicationNo: string, indexCode: string, measuredValue: number) =>
  post(`${VALUES}/submit`, { applicationNo, indexCode, measuredValue, judgement: 1, standardValue: '≤99' });

describe('inspection workflow', () => {
  it('a request is sampled, measured against its grade’s standard, and reported with the grade reached and the verdict', async () => {
    const request = await newCornRequest('ZJ-T-001');
    expect(request).toEqual(
      expect.objectContaining({ inspectionStatus: 0, result: '', grade: '', applyTime: expect.stringMatching(/^\d{4}-/) }),
    );
    expect((await measure('ZJ-T-001', 'moisture', 13.2)).msg).toBe(
      '当前状态不允许此操作: 质检单 ZJ-T-001 为「待扦样」，录入检验值仅限「检验中」/「有异议」状态',
    );
    expect((await post(`${APPS}/sample`, { id: request.id, sampleNo: 'QY-1' })).msg).toBe('请输入扦样人');
    expect((await post(`${APPS}/sample`, { id: request.id, sampleNo: 'QY-1', sampler: '郑海峰' })).data).toEqual(
      expect.objectContaining({ inspectionStatus: 1, sampleNo: 'QY-1' }),
    );

    // The service names, limits and judges each value; the form's judgement and limit are ignored.
    for (const [code, value] of [
      ['test_weight', 712],
      ['moisture', 13.6],
      ['impurity', 0.7],
      ['imperfect_kernel', 4.1],
      ['don', 620],
    ] as const) {
      expect((await measure('ZJ-T-001', code, value)).code).toBe(200);
    }
    expect((await post(`${APPS}/report`, { id: request.id })).msg).toBe('质检单 ZJ-T-001 尚缺检验值: 生霉粒');
    expect((await measure('ZJ-T-001', 'mouldy_kernel', 2.4)).code).toBe(200);
    expect((await measure('ZJ-T-001', 'mouldy_kernel', 1)).msg).toBe('当前检验指标已存在!');
    const values = (await get(`${VALUES}/list?applicationNo=ZJ-T-001&size=20`)).data.records as any[];
    expect(values.find((value) => value.indexCode === 'mouldy_kernel')).toEqual(
      expect.objectContaining({ indexName: '生霉粒', unit: '%', standardValue: '≤2', judgement: 2, applicationId: request.id }),
    );
    expect(values.find((value) => value.indexCode === 'test_weight')).toEqual(
      expect.objectContaining({ standardValue: '≥690', judgement: 1 }),
    );
    expect((await measure('ZJ-T-001', 'crude_fat', 4)).msg).toBe('质检单 ZJ-T-001 的品种等级（2等）没有指标 crude_fat 的质量标准');

    const reported = await post(`${APPS}/report`, { id: request.id });
    // Mould beyond 2.0 % fails the lot and every grade.
    expect(reported.data).toEqual(expect.objectContaining({ inspectionStatus: 2, result: 2, grade: 6 }));
    expect((await measure('ZJ-T-001', 'moisture', 1)).status).toBe(400);

    // Disputed, re-measured, re-tested: the verdict follows the new value.
    expect((await post(`${APPS}/dispute`, { id: request.id })).msg).toBe('请填写异议原因');
    expect((await post(`${APPS}/dispute`, { id: request.id, reason: '扦样不规范' })).data.inspectionStatus).toBe(3);
    const mould = values.find((value) => value.indexCode === 'mouldy_kernel');
    expect((await post(`${VALUES}/submit`, { id: mould.id, measuredValue: 1.1 })).code).toBe(200);
    expect((await post(`${APPS}/retest`, { id: request.id })).data).toEqual(
      expect.objectContaining({ inspectionStatus: 4, result: 1, grade: 2 }),
    );
    expect((await post(`${APPS}/retest`, { id: request.id })).msg).toBe(
      '当前状态不允许此操作: 质检单 ZJ-T-001 为「已复检」，复检仅限「有异议」状态',
    );
    // The generic edit does not move the workflow.
    await post(`${APPS}/submit`, { id: request.id, inspectionStatus: 0, result: 2, remark: '复检合格' });
    expect((await get(`${APPS}/detail?id=${request.id}`)).data).toEqual(
      expect.objectContaining({ inspectionStatus: 4, result: 1, remark: '复检合格' }),
    );
  });

  it('the seeded values agree with the seeded standards', async () => {
    const values = (await get(`${VALUES}/list?size=200`)).data.records as any[];
    expect(values.length).toBeGreaterThan(10);
    for (const value of values) {
      const limit = Number(String(value.standardValue).slice(1));
      const within = String(value.standardValue).startsWith('≥') ? value.measuredValue >= limit : value.measuredValue <= limit;
      expect([value.applicationNo, value.indexCode, value.standardValue, value.judgement]).toEqual([
        value.applicationNo,
        value.indexCode,
        value.standardValue,
        within ? 1 : 2,
      ]);
    }
    const reported = (await get(`${APPS}/list?inspectionStatus=2&size=50`)).data.records as any[];
    for (const request of reported.filter((row) => row.result !== 3)) {
      const own = values.filter((value) => value.applicationId === request.id);
      expect(request.result).toBe(own.every((value) => value.judgement === 1) ? 1 : 2);
    }
  });

  it('the value screen lists a request being tested first, whose values may still be corrected or removed', async () => {
    const first = (await get(`${VALUES}/list?size=3`)).data.records as any[];
    const request = (await get(`${APPS}/detail?id=${first[0].applicationId}`)).data;
    expect(request).toEqual(expect.objectContaining({ inspectionStatus: 1, result: '' }));
    expect(first.every((value) => value.applicationId === request.id)).toBe(true);
    const reported = (await get(`${APPS}/list?inspectionStatus=2&size=1`)).data.records[0];
    const locked = (await get(`${VALUES}/list?applicationNo=${reported.applicationNo}`)).data.records[0];
    const refused = await server.post(`${VALUES}/remove?ids=${locked.id}`, server.admin);
    expect((await json(refused)).msg).toBe(
      `当前状态不允许此操作: 质检单 ${reported.applicationNo} 为「已出报告」，录入检验值仅限「检验中」/「有异议」状态`,
    );
  });

  it('a quote’s amount is its samples × unit price', async () => {
    await post('/blade-inspection/quotation/submit', {
      quotationNo: 'BJ-T-1',
      inspectionOrg: '平台质检中心',
      sampleCount: 4,
      unitPrice: 450.5,
      amount: 1,
    });
    expect((await get('/blade-inspection/quotation/list?quotationNo=BJ-T-1')).data.records[0].amount).toBe(1802);
  });
});
