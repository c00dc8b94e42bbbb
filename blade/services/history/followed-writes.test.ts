import os from 'node:os';
import { buildRouter } from '../../routes';

/**
 * Every write leaves a change history (record.ts follows the rows its policy names: `target` or `history`), so a new
 * write route that names neither fails here unless it is listed below with the reason it changes no business record
 * a user would look up.
 */
const NOT_RECORDED: Record<string, string> = {
  'POST /blade-flow/model/remove': 'the workflow engine: models, deployments and tasks keep their own history (流程跟踪, 审批记录)',
  'POST /blade-flow/model/deploy': 'the workflow engine (its deployment list is the record)',
  'POST /blade-flow/manager/change-state': 'the workflow engine (流程定义 shows the state)',
  'POST /blade-flow/manager/deploy-upload': 'the workflow engine (its deployment list is the record)',
  'POST /blade-flow/manager/delete-deployment': 'the workflow engine (its deployment list is the record)',
  'POST /blade-flow/follow/delete-process-instance': 'the workflow engine (the instance keeps its reason for deletion)',
  'POST /blade-flow/work/claim-task': 'the workflow engine: the task history names who claimed it',
  'POST /blade-flow/work/complete-task': 'the workflow engine: the task history names who approved, when, with what comment',
  'POST /blade-desk/process/leave/start-process': 'the workflow engine: the leave request is its process, followed in 流程跟踪',
  'POST /go-easy/imhistory/send': 'a chat message is itself the record (会话记录)',
  'POST /fasc/corpGet': "reads a company's details from the signing provider; changes no row",
  'POST /blade-api/coze/assistant': 'a question to the assistant; changes no row',
  'POST /blade-resource/sms/endpoint/send-message': 'sends a text message; changes no row',
  'POST /blade-develop/code/gen-code': 'generates source files to download; changes no row',
  'GET /blade-develop/code/gen-code': 'generates source files to download; changes no row',
};

describe('the change history', () => {
  it('follows the rows of every write route, or says why a route changes no record', () => {
    const writes = buildRouter(os.tmpdir())
      .list()
      .filter((route) => route.policy.kind === 'write');
    const unfollowed = writes
      .filter((route) => route.policy.kind === 'write' && !route.policy.target && !route.policy.history)
      .map((route) => `${route.method} ${route.path}`);
    expect(unfollowed.filter((key) => !(key in NOT_RECORDED)).sort()).toEqual([]);
    expect(Object.keys(NOT_RECORDED).filter((key) => !unfollowed.includes(key))).toEqual([]);
  });
});
