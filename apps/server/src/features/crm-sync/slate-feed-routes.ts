import { type Context, Hono } from "hono";
import type { AccessEnv } from "../../access/guard.ts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError, notFound } from "../../errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { feedRecordBuilder } from "./feed-records.ts";
import { type FeedPage, feedCredential, peekSlateFeed, replaySlateFeed, takeSlateFeed } from "./slate-feed.ts";

const FEED_FILE = /^([0-9a-fA-F-]{36})\.csv$/;
const CHALLENGE = 'Basic realm="GradeAtlas Slate feed", charset="UTF-8", Bearer realm="GradeAtlas Slate feed"';

/**
 * /api/v1/crm-feeds/:connectionId.csv (GET and HEAD): the Slate feed, for
 * Slate's servers rather than people, so it is authorised by the
 * connection's own token, not a session (slate-feed.ts). Limited per feed.
 */
export function slateFeedRoutes({ db, config, catalog }: AppDeps) {
  const build = feedRecordBuilder({ config, catalog });
  const limit = rateLimit(db, {
    rule: "crm-feed",
    limit: 60,
    windowMs: 60_000,
    trustProxy: config.TRUST_PROXY,
    key: (c) => c.req.path.toLowerCase(),
    message: "This feed was fetched more than 60 times in a minute. Please wait a minute.",
  });

  // A fetch takes rows, so a page elsewhere must not make a browser that
  // remembers the Basic credentials fetch it (Slate's servers send no Sec-Fetch-Site).
  const feedRequest = (c: Context) => {
    const site = c.req.header("sec-fetch-site");
    if (site !== undefined && site !== "same-origin" && site !== "none")
      throw new AppError("forbidden", "The Slate feed is fetched by Slate's servers, not from another site's page.");
    const file = FEED_FILE.exec(c.req.param("file") ?? "");
    if (!file) throw notFound("There is no Slate feed at this address.");
    return {
      connectionId: (file[1] as string).toLowerCase(),
      credential: feedCredential(c.req.header("authorization")),
    };
  };
  const challenged = async <T>(c: Context, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof AppError && err.code === "unauthorized") c.header("WWW-Authenticate", CHALLENGE);
      throw err;
    }
  };
  const csvHeaders = (connectionId: string, nextCursor: string) => ({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="gradeatlas-${connectionId}.csv"`,
    "X-Next-Cursor": nextCursor,
  });

  return new Hono<AccessEnv>().use("/:file", limit).get("/:file", async (c) => {
    const { connectionId, credential } = feedRequest(c);
    // Hono answers HEAD with the GET route: a HEAD must take nothing.
    if (c.req.method === "HEAD") {
      const { nextCursor } = await challenged(c, () => peekSlateFeed(db, connectionId, credential));
      return c.body(null, 200, csvHeaders(connectionId, nextCursor));
    }
    const since = c.req.query("since");
    const page: FeedPage = await challenged(c, () =>
      since === undefined
        ? takeSlateFeed(db, build, connectionId, credential)
        : replaySlateFeed(db, connectionId, credential, since),
    );
    return c.body(page.csv, 200, { ...csvHeaders(connectionId, page.nextCursor), "X-Feed-Rows": String(page.rows) });
  });
}
