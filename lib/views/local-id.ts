/** An id for a view kept in the browser's storage (unique enough among one user's views of one resource). */
export const nextLocalId = () => `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
