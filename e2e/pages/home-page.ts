import type { Page } from '@playwright/test';

/**
 * The home page's greeting. Its figures stream in a Suspense boundary whose fallback is the same page without them
 * (app/(main)/wel/index/page.tsx): while React reveals the streamed part, both copies are in the document, one hidden.
 */
export const welcomeHeading = (page: Page) => page.getByTestId('welcome-heading').filter({ visible: true });
