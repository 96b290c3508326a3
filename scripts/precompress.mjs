// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a build folder, so the server sends
// what a browser accepts without compressing on each request. Run after `vite build`: node precompress.mjs DIR
import { readdirSync, readFileSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;
// Brotli's top quality for every file a page loads, and one below it for the few files over 1 MB (the code editor's
// lazy Monaco chunks, 10.8 MB raw): for the largest, 6.9 MB, quality 11 took 17.3 s of CPU for 1,041,973 bytes and
// quality 10 7.5 s for 1,060,043 (1.7 % more, downloaded once and cached); every build and every test run paid the
// difference (docs/decisions.md#test-suite-speed-baselines-as-chromium-writes-them).
const LARGE_BYTES = 1024 * 1024;

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/precompress.mjs DIR");
  process.exit(2);
}

/** Every text file of the folder worth compressing, with its bytes. */
const texts = [];
const visit = (folder) => {
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) {
      visit(full);
      continue;
    }
    if (!TEXT.test(name)) continue;
    const data = readFileSync(full);
    if (data.length >= MIN_BYTES) texts.push({ full, data });
  }
};
visit(dir);

// Compressed on libuv's threads, all at once, so the build uses every core (one file after the other, the
// dashboard's took 11 s on one core of two).
const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);
const sizes = await Promise.all(
  texts.map(async ({ full, data }) => {
    const [brotli, gzipped] = await Promise.all([
      brotliOf(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: data.length > LARGE_BYTES ? 10 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipOf(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${full}.br`, brotli), writeFile(`${full}.gz`, gzipped)]);
    return brotli.length;
  }),
);
const files = texts.length;
const raw = texts.reduce((sum, { data }) => sum + data.length, 0);
const br = sizes.reduce((sum, size) => sum + size, 0);
console.log(
  `precompress: ${files} files in ${dir}: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
);
