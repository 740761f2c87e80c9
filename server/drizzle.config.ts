import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL migrations; the server applies them from code at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
