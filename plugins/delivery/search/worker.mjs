// Worker threads do not inherit the build's TypeScript loader: this registers tsx's, then runs the
// worker itself (./indexWorker.ts).
import { tsImport } from 'tsx/esm/api';

await tsImport('./indexWorker.ts', import.meta.url);
