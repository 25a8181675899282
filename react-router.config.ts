import type { Config } from '@react-router/dev/config';

// Public pages are rendered on the server (speed, link previews, no-JavaScript reading);
// admin pages render in the browser against the REST API.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
