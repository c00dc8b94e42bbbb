import createNextIntlPlugin from 'next-intl/plugin';

// Messages are precompiled at build time, so the browser ships a small formatter instead of the ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { format: 'json', path: './messages', locales: ['zh', 'en'], precompile: true } },
});

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  experimental: {
    // A screen opened again within 30 s is drawn from the router's cache at once, not rendered again by the server first
    // (bench/navigation.mjs: revisits). Its data is not held stale by it: a list shows the server's first rows once and
    // asks again when restored (lib/hooks/use-resource-grid.ts), the home page's figures refresh from SWR's own cache
    // (lib/hooks/use-dashboard.ts), and the shell's menu and buttons are SWR's too.
    staleTimes: { dynamic: 30 },
  },
  poweredByHeader: false,
  // NEXT_OUTPUT=standalone npm run build: a self-contained server (.next/standalone/server.js) for
  // systemd or a container, without node_modules (docs/deploy.md). `npm start` uses `next start`.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The embedded Blade service is a separate program; nothing of blade/ is bundled.
  outputFileTracingExcludes: { '*': ['blade/**', 'data/**'] },
  turbopack: {
    rules: {
      // The DataGrid's slot components a list page never draws at first paint load on first use (lib/build/grid-slots-loader.cjs).
      '*.mjs': {
        condition: { path: /[\\/]@mui[\\/]x-data-grid[\\/]material[\\/]index\.mjs$/ },
        loaders: ['./lib/build/grid-slots-loader.cjs'],
      },
    },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Next answers its icon with max-age=0, and Chromium asks for the icon again on every URL change, a list's page
      // and sort clicks included (they replace the URL): a day's caching keeps those off the network.
      { source: '/icon.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
      // The same for the .ico that browsers and bookmark tools ask for by name (app/favicon.ico, made from icon.svg).
      { source: '/favicon.ico', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
