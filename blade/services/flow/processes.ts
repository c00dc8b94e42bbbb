/**
 * The seeded process models (flow_model rows, deployed on first start): BladeX's demo leave process
 * and a one-step approval for trade screens. Both are plain BPMN in the subset bpmn.ts runs, the same
 * files an operator could upload through 流程部署.
 */
const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">`;

/**
 * 请假流程: the applicant names an approver (`taskUser`); approved → 人事备案 by any hr (claimed first);
 * rejected → back to the applicant (`createUser`) to adjust and resubmit, or give up.
 */
export const LEAVE_BPMN = `${HEADER}
  <process id="Leave" name="请假流程" isExecutable="true">
    <documentation>请假流程演示</documentation>
    <startEvent id="start" name="开始"/>
    <sequenceFlow id="flowStart" sourceRef="start" targetRef="approvalTask"/>
    <userTask id="approvalTask" name="审批" flowable:assignee="\${taskUser}"/>
    <sequenceFlow id="flowApproval" sourceRef="approvalTask" targetRef="approvalGateway"/>
    <exclusiveGateway id="approvalGateway" name="审批结果"/>
    <sequenceFlow id="flowPass" sourceRef="approvalGateway" targetRef="hrTask">
      <conditionExpression xsi:type="tFormalExpression"><![CDATA[\${pass}]]></conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="flowReject" sourceRef="approvalGateway" targetRef="adjustTask">
      <conditionExpression xsi:type="tFormalExpression"><![CDATA[\${!pass}]]></conditionExpression>
    </sequenceFlow>
    <userTask id="hrTask" name="人事备案" flowable:candidateGroups="hr"/>
    <sequenceFlow id="flowHr" sourceRef="hrTask" targetRef="end"/>
    <userTask id="adjustTask" name="调整申请" flowable:assignee="\${createUser}"/>
    <sequenceFlow id="flowAdjust" sourceRef="adjustTask" targetRef="adjustGateway"/>
    <exclusiveGateway id="adjustGateway" name="是否重新申请"/>
    <sequenceFlow id="flowResubmit" sourceRef="adjustGateway" targetRef="approvalTask">
      <conditionExpression xsi:type="tFormalExpression"><![CDATA[\${pass}]]></conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="flowGiveUp" sourceRef="adjustGateway" targetRef="end">
      <conditionExpression xsi:type="tFormalExpression"><![CDATA[\${!pass}]]></conditionExpression>
    </sequenceFlow>
    <endEvent id="end" name="结束"/>
  </process>
</definitions>
`;

/**
 * 交易审批: one approval by a manager, the boss or the tenant's administrator (candidate groups: the platform's
 * `administrator`, a tenant's `admin`, whose tenant may have no managers at all), e.g. for a loan application or a
 * logistics base.
 */
export const TRADE_APPROVAL_BPMN = `${HEADER}
  <process id="TradeApproval" name="交易审批" isExecutable="true">
    <documentation>贷款申请、物流基地等交易单据的一步审批</documentation>
    <startEvent id="start" name="开始"/>
    <sequenceFlow id="flowStart" sourceRef="start" targetRef="approveTask"/>
    <userTask id="approveTask" name="审批" flowable:candidateGroups="manager,boss,administrator,admin"/>
    <sequenceFlow id="flowEnd" sourceRef="approveTask" targetRef="end"/>
    <endEvent id="end" name="结束"/>
  </process>
</definitions>
`;

export type ModelSeed = { key: string; name: string; description: string; xml: string; category: string };

export const MODEL_SEEDS: ModelSeed[] = [
  { key: 'Leave', name: '请假流程', description: '请假流程演示', xml: LEAVE_BPMN, category: 'flow_1' },
  { key: 'TradeApproval', name: '交易审批', description: '交易单据的一步审批', xml: TRADE_APPROVAL_BPMN, category: 'flow_3' },
];
