/** Serves the built site on 127.0.0.1. Usage: tsx scripts/serve.ts [port] (default 4173, or $PORT). */
import { existsSync } from 'node:fs';
import { outDir } from './builtFiles';
import { createStaticServer } from './staticServer';

if (!existsSync(outDir)) {
  console.error(`No built site at ${outDir}; run "npm run build" first.`);
  process.exit(1);
}
const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
createStaticServer(outDir).listen(port, '127.0.0.1', () => {
  console.log(`AList docs served at http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
});
