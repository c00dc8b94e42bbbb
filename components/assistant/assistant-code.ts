/** The button code that shows the assistant (seeded under 工作台; the service checks it too). */
export const ASSISTANT_CODE = 'desk_assistant';
