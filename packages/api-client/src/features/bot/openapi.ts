/**
 * The bot API as an OpenAPI 3.1 document, generated from the contract's own schemas (zod's `z.toJSONSchema`, JSON
 * Schema 2020-12 as OpenAPI 3.1 uses it), so the document cannot drift from what the server checks. The server
 * serves it at `/api/openapi.json` and renders its reference page from it (docs/product.md#bot-api).
 */
import { z } from "zod";
import { API_BASE_PATH } from "../../core/contract/paths.ts";
import { contractRoutes } from "../../core/contract/routes.ts";
import { intakeOpenApiPaths } from "../intake/openapi.ts";
import { botRouteDocs, botRouteNames } from "./examples.ts";

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: unknown, io: "input" | "output"): JsonSchema {
  const out = z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: "any", target: "draft-2020-12" });
  const { $schema: _drop, ...rest } = out as JsonSchema;
  return rest;
}

/** `/bot/orders/:folderId` -> `/bot/orders/{folderId}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** The document for a server at `origin` (e.g. `https://boost.example.com`). */
export function botOpenApiDocument(origin: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of botRouteNames) {
    const route = contractRoutes[name];
    const docs = botRouteDocs[name];
    const params = "params" in route ? schemaOf(route.params, "input") : undefined;
    const properties = (params?.properties ?? {}) as Record<string, JsonSchema>;
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: docs.summary,
      description: docs.description,
      tags: ["Bot"],
      security: [{ botKey: [] }],
      parameters: Object.entries(properties).map(([param, schema]) => ({
        name: param,
        in: "path",
        required: true,
        schema,
      })),
      responses: {
        "200": {
          description: "Done",
          content: { "application/json": { schema: schemaOf(route.response, "output") } },
        },
        "400": { $ref: "#/components/responses/BadRequest" },
        "401": { $ref: "#/components/responses/Unauthorized" },
        "429": { $ref: "#/components/responses/TooMany" },
      },
    };
    if ("request" in route) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: schemaOf(route.request, "input") } },
      };
    }
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  const error = {
    description: "",
    content: {
      "application/json": {
        schema: { type: "object", properties: { message: { type: "string" } }, required: ["message"] },
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "boostdash bot API",
      version: "1",
      description:
        "The calls the seller's bot makes. Send the bot key (Settings, Bot Key) as the raw `Authorization` header value. Also the storefronts' signed deliveries (tag 'Storefront intake'), which need no key.",
    },
    servers: [{ url: `${origin.replace(/\/+$/, "")}${API_BASE_PATH}` }],
    // The storefronts' inbound calls sit beside the bot's: the same server, signed instead of keyed.
    paths: { ...paths, ...intakeOpenApiPaths() },
    components: {
      securitySchemes: {
        botKey: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "The bot key, with no prefix.",
        },
      },
      responses: {
        BadRequest: { ...error, description: "The body or path is not valid; `message` says why." },
        Unauthorized: { ...error, description: "Invalid or missing bot key." },
        TooMany: { ...error, description: "Too many calls; `Retry-After` says when to try again." },
      },
    },
  };
}
