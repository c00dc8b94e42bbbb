import { handleBladeCall } from '@/lib/bff/handle';

// /api/* → Blade, through the BFF (lib/bff/handle.ts).
export const dynamic = 'force-dynamic';

export const GET = handleBladeCall;
export const HEAD = handleBladeCall;
export const POST = handleBladeCall;
export const PUT = handleBladeCall;
export const PATCH = handleBladeCall;
export const DELETE = handleBladeCall;
