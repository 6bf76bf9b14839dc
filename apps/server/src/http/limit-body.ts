import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors.ts";

/** Refuses bodies over `maxBytes` with a 413 and a message people can act on. */
export function limitBody(maxBytes: number, message: string) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError("payload_too_large", message);
    },
  });
}
