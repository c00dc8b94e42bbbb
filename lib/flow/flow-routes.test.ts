import { detailPath, flowCategoryEntry, flowRoute, flowRoutes, handlePath, startPath } from './flow-routes';
import { leaveDays, leaveDuration, toBladeDateTime, validateLeave } from './leave-rules';

describe('flow route dictionary', () => {
  const routes = flowRoutes([
    { code: 'flow', dictKey: '1', dictValue: '请假流程', remark: 'leave' },
    { code: 'flow', dictKey: '2', dictValue: '报销流程', remark: 'expense' },
    { code: 'flow', dictKey: '9', dictValue: '无页面', remark: '' },
  ] as never);

  it('maps a category (code_dictKey) to its route value', () => {
    expect(routes).toEqual([
      { routeKey: 'flow_1', routeValue: 'leave' },
      { routeKey: 'flow_2', routeValue: 'expense' },
    ]);
    expect(flowRoute(routes, 'flow_1')).toBe('leave');
    expect(flowRoute(routes, 'flow_9')).toBe('');
  });

  it('builds the process pages, escaping ids', () => {
    expect(startPath('leave', 'Leave:1:42')).toBe('/work/process/leave/form/Leave%3A1%3A42');
    expect(handlePath('leave', 't', 'p', 'b')).toBe('/work/process/leave/handle/t/p/b');
    expect(detailPath('leave', 'p', 'b')).toBe('/work/process/leave/detail/p/b');
  });

  it('reads a category as its flow dictionary entry, so it can be labelled like any other', () => {
    expect(flowCategoryEntry('flow_1', '请假流程')).toEqual({ code: 'flow', key: '1', value: '请假流程' });
    expect(flowCategoryEntry('custom', '自定义')).toBeNull();
    expect(flowCategoryEntry('', '')).toBeNull();
  });
});

describe('leave form rules', () => {
  const draft = { taskUser: '1', startTime: '2026-12-01T09:00', endTime: '2026-12-03T18:00', reason: '探亲' };
  it('accepts a complete request and counts whole days', () => {
    expect(validateLeave(draft)).toEqual({});
    expect(leaveDays(draft.startTime, draft.endTime)).toBe(2);
    expect(toBladeDateTime(draft.startTime)).toBe('2026-12-01 09:00:00');
  });
  it('names each problem', () => {
    expect(validateLeave({ taskUser: '', startTime: '', endTime: '', reason: ' ' })).toEqual({
      taskUser: 'required',
      startTime: 'required',
      endTime: 'required',
      reason: 'required',
    });
    expect(validateLeave({ ...draft, endTime: '2026-12-01T08:00' })).toEqual({ endTime: 'endBeforeStart' });
    expect(validateLeave({ ...draft, reason: 'x'.repeat(256) })).toEqual({ reason: 'tooLong' });
    expect(leaveDays(draft.endTime, draft.startTime)).toBeNull();
    // One working day: 0 whole days for the service (its approval routing), shown with its hours.
    expect(leaveDuration('2026-12-07T09:00', '2026-12-07T18:00')).toEqual({ days: 0, hours: 9 });
    expect(leaveDuration('2026-12-03T09:00', '2026-12-04T18:00')).toEqual({ days: 1, hours: 9 });
  });
});
