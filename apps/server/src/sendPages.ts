// How the server sends its pages and files: an app's built page (or a page saying it is not built yet), a page
// rendered on the server, and a built file (content-hashed assets from memory, compressed as the browser takes them).
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AssetCache, queuedBody } from "./assetCache.ts";
import { encoded, pickEncoding, type RenderedHtml } from "./ssr.ts";

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** A file under `root` for a URL path, or undefined (also for anything escaping the root). */
export function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const rel = path.normalize(decoded).replace(/^([/\\])+/, "");
  // Dot files and folders are build metadata (`.vite/manifest.json`), never something a page loads.
  if (rel.split(/[/\\]/).some((segment) => segment.startsWith("."))) return undefined;
  const full = path.join(root, rel);
  if (!full.startsWith(root + path.sep)) return undefined;
  return isFile(full) ? rel : undefined;
}

function notBuiltPage(app: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>boostdash</title></head><body style="font-family:system-ui;background:#0b0b12;color:#e8e8f0;padding:3rem"><h1>The ${app} app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload. The API is up under <code>/api</code>.</p></body></html>`;
}

/** An app's built page (`page`, else its index.html), or a page saying the app is not built yet. */
export const sendIndex = (
  reply: FastifyReply,
  root: string,
  appName: string,
  status = 200,
  page = "index.html",
) => {
  reply.code(status);
  if (page !== "index.html" && isFile(path.join(root, page))) {
    return reply.header("Cache-Control", "no-cache").sendFile(page, root, { cacheControl: false });
  }
  if (!existsSync(path.join(root, "index.html"))) {
    return reply
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send(notBuiltPage(appName));
  }
  return reply.header("Cache-Control", "no-cache").sendFile("index.html", root, { cacheControl: false });
};

/** A page rendered on the server, compressed as the browser takes it (compressed once, when it was rendered). */
export const sendHtml = (req: FastifyRequest, reply: FastifyReply, page: RenderedHtml) => {
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  reply
    .code(page.status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-cache")
    // A page in the reader's language says so already (publicPageRoutes.ts); the others vary by encoding alone.
    .header("Vary", reply.getHeader("Vary") ?? "Accept-Encoding");
  if (encoding) reply.header("Content-Encoding", encoding);
  return reply.send(encoded(page, encoding));
};

export type AssetSender = (
  req: FastifyRequest,
  reply: FastifyReply,
  root: string,
  rel: string,
) => FastifyReply | Promise<FastifyReply>;

/** The sender of an app's built files, with its own cache of the content-hashed ones (one per app). */
export function createAssetSender(): AssetSender {
  const assets = new AssetCache();
  return (req, reply, root, rel) => {
    // Vite puts content-hashed files under assets/: they never change, so cache them for good.
    const hashed = rel.startsWith(`assets${path.sep}`) || rel.startsWith("assets/");
    if (!hashed) return reply.sendFile(rel, root, { maxAge: "1h" });
    // From memory (assetCache.ts): the file as built, or its compressed twin for a browser that takes it. A range
    // request, or a file with no twin for the encoding asked (compressed on the fly), is streamed as before.
    if (req.headers.range === undefined) {
      const full = path.join(root, rel);
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      const asset = encoding
        ? assets.get(`${full}.${encoding === "br" ? "br" : "gz"}`, full)
        : assets.get(full);
      if (asset) {
        reply
          .code(200)
          .header("Cache-Control", "public, max-age=31536000, immutable")
          .header("ETag", asset.etag)
          .header("Last-Modified", asset.lastModified)
          // As @fastify/static writes it for the streamed files.
          .header("Vary", "accept-encoding");
        const known = req.headers["if-none-match"]?.split(",").map((tag) => tag.trim());
        if (known?.includes(asset.etag) || known?.includes("*")) return reply.code(304).send();
        reply.type(asset.type);
        if (encoding) reply.header("Content-Encoding", encoding);
        if (req.method === "HEAD") return reply.send(asset.body);
        // A large body waits for its turn (assetCache.ts), so a crowd asking for it cannot hold the server for long.
        return reply.header("Content-Length", asset.body.length).send(queuedBody(asset.body));
      }
    }
    return reply.sendFile(rel, root, { immutable: true, maxAge: "365d" });
  };
}
