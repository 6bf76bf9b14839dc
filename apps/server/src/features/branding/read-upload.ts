import type { Context } from "hono";
import { AppError } from "../../errors.ts";

/**
 * The bytes of the `file` field of a multipart/form-data upload. The declared
 * type and file name are ignored: checkImage decides by the bytes.
 */
export async function readUpload(c: Context): Promise<Uint8Array> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new AppError(
      "unsupported_media_type",
      'Send the image as multipart/form-data, with the file in the field "file".',
    );
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new AppError("bad_request", "The upload could not be read as multipart/form-data. Choose the file again.");
  }
  const file = form.get("file");
  if (!(file instanceof File))
    throw new AppError("bad_request", 'The upload has no file in the field "file". Choose an image to upload.');
  return new Uint8Array(await file.arrayBuffer());
}
