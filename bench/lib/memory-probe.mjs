// Loaded into the server under test (node --import): writes its memory every 100 ms as JSON lines
// to MEMORY_PROBE_FILE, so a benchmark samples the heap as well as the resident set.
import fs from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    fs.appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now(), rss, heapUsed, heapTotal, external, arrayBuffers })}\n`,
    );
  }, 100).unref();
}
