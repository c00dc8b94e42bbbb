import type { Router } from '../../http/router';
import {
  followDeleteInstance,
  followList,
  managerChangeState,
  managerDeleteDeployment,
  managerList,
  deployUpload,
  modelDeploy,
  modelList,
  modelRemove,
} from './manage-endpoints';
import {
  claimList,
  claimTaskEndpoint,
  completeTaskEndpoint,
  doneList,
  historyFlowList,
  sendList,
  startList,
  todoList,
} from './work-endpoints';
import { diagramView, resourceView } from './diagram-endpoints';
import { leaveDetail, leaveStartProcess, userList } from './leave-endpoints';
import { PUBLIC, SIGNED_IN, read, write } from '../../http/policy';

/** blade-flow (流程管理, 我的事务) and the leave process's blade-desk endpoints (docs/blade-contract.md §8.2). */
export function registerFlowRoutes(router: Router): Router {
  return router
    .get('/blade-flow/model/list', modelList, read('flow_model'))
    .post('/blade-flow/model/remove', modelRemove, write(['flow_model_delete']))
    .post('/blade-flow/model/deploy', modelDeploy, write(['flow_model_deploy']))
    .get('/blade-flow/manager/list', managerList, read('flow_manager'))
    .post('/blade-flow/manager/change-state', managerChangeState, write(['flow_manager_state']))
    .post('/blade-flow/manager/deploy-upload', deployUpload, write(['flow_deploy_upload']))
    .post('/blade-flow/manager/delete-deployment', managerDeleteDeployment, write(['flow_manager_remove']))
    .get('/blade-flow/follow/list', followList, read('flow_follow'))
    .post('/blade-flow/follow/delete-process-instance', followDeleteInstance, write(['flow_follow_delete']))
    .get('/blade-flow/work/start-list', startList, SIGNED_IN)
    .get('/blade-flow/work/claim-list', claimList, SIGNED_IN)
    .get('/blade-flow/work/todo-list', todoList, SIGNED_IN)
    .get('/blade-flow/work/send-list', sendList, SIGNED_IN)
    .get('/blade-flow/work/done-list', doneList, SIGNED_IN)
    .post('/blade-flow/work/claim-task', claimTaskEndpoint, write(['work_claim_sign']))
    .post('/blade-flow/work/complete-task', completeTaskEndpoint, write(['work_todo_handle']))
    .get('/blade-flow/process/history-flow-list', historyFlowList, SIGNED_IN)
    .get('/blade-flow/process/resource-view', resourceView, PUBLIC)
    .get('/blade-flow/process/diagram-view', diagramView, PUBLIC)
    .post('/blade-desk/process/leave/start-process', leaveStartProcess, write(['work_start_flow'], { refs: { taskUser: 'blade_user' } }))
    .get('/blade-desk/process/leave/detail', leaveDetail, SIGNED_IN)
    .get('/blade-user/user-list', userList, SIGNED_IN);
}
