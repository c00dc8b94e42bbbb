import type { Router } from '../../http/router';
import { followDeleteInstance, followList, managerChangeState, managerDeleteDeployment, managerList, deployUpload, modelDeploy, modelList, modelRemove } from './manage-endpoints';
import { claimList, claimTaskEndpoint, completeTaskEndpoint, doneList, historyFlowList, sendList, startList, todoList } from './work-endpoints';
import { diagramView, resourceView } from './diagram-endpoints';
import { leaveDetail, leaveStartProcess, userList } from './leave-endpoints';

/** blade-flow (流程管理, 我的事务) and the leave process's blade-desk endpoints (blade-contract §8.2). */
export function registerFlowRoutes(router: Router): Router {
  return router
    .get('/blade-flow/model/list', modelList)
    .post('/blade-flow/model/remove', modelRemove)
    .post('/blade-flow/model/deploy', modelDeploy)
    .get('/blade-flow/manager/list', managerList)
    .post('/blade-flow/manager/change-state', managerChangeState)
    .post('/blade-flow/manager/deploy-upload', deployUpload)
    .post('/blade-flow/manager/delete-deployment', managerDeleteDeployment)
    .get('/blade-flow/follow/list', followList)
    .post('/blade-flow/follow/delete-process-instance', followDeleteInstance)
    .get('/blade-flow/work/start-list', startList)
    .get('/blade-flow/work/claim-list', claimList)
    .get('/blade-flow/work/todo-list', todoList)
    .get('/blade-flow/work/send-list', sendList)
    .get('/blade-flow/work/done-list', doneList)
    .post('/blade-flow/work/claim-task', claimTaskEndpoint)
    .post('/blade-flow/work/complete-task', completeTaskEndpoint)
    .get('/blade-flow/process/history-flow-list', historyFlowList)
    .get('/blade-flow/process/resource-view', resourceView)
    .get('/blade-flow/process/diagram-view', diagramView)
    .post('/blade-desk/process/leave/start-process', leaveStartProcess)
    .get('/blade-desk/process/leave/detail', leaveDetail)
    .get('/blade-user/user-list', userList);
}
