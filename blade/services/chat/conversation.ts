/** GoEasy-style private conversation id: both user ids sorted, so either side finds the same one. */
export const privateConversationId = (a: string, b: string) => `private:${[a, b].sort().join('_')}`;
