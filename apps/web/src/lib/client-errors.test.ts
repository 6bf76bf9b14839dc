import { describe, expect, it } from "vitest";
import { createClientErrorLog, describeError, MAX_CLIENT_ERRORS } from "./client-errors";

describe("client error log", () => {
  it("keeps at most 100 errors and drops the oldest first", () => {
    const log = createClientErrorLog();
    for (let i = 1; i <= 130; i++) log.record(new Error(`error ${i}`), "window-error", "/");

    const recent = log.recent();
    expect(MAX_CLIENT_ERRORS).toBe(100);
    expect(recent).toHaveLength(100);
    expect(recent[0]?.message).toBe("error 31");
    expect(recent[99]?.message).toBe("error 130");
  });

  it("records source, route and time", () => {
    const log = createClientErrorLog(100, () => new Date("2025-06-01T12:00:00.000Z"));
    const entry = log.record(new TypeError("bad"), "error-boundary", "/calculator?x=1");

    expect(entry).toMatchObject({
      message: "bad",
      source: "error-boundary",
      route: "/calculator?x=1",
      time: "2025-06-01T12:00:00.000Z",
    });
    expect(entry.stack).toContain("TypeError");
  });

  it("returns a copy, so callers cannot change the log", () => {
    const log = createClientErrorLog();
    log.record("oops", "unhandled-rejection", "/");
    log.recent().pop();
    expect(log.recent()).toHaveLength(1);
    log.clear();
    expect(log.recent()).toHaveLength(0);
  });

  it("describes anything that can be thrown", () => {
    expect(describeError("plain text")).toEqual({ message: "plain text" });
    expect(describeError({ code: 42 })).toEqual({ message: '{"code":42}' });
    expect(describeError(undefined)).toEqual({ message: "undefined" });
  });
});
