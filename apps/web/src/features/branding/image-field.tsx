import {
  acceptedImageTypes,
  type BrandingImage,
  type BrandingImageKind,
  brandingImageLimits,
  MAX_IMAGE_SIDE,
} from "@gradeatlas/contracts/branding";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { useRemoveImage, useUploadImage } from "./api/branding";

const formatNames = { png: "PNG", jpg: "JPEG", svg: "SVG" } as const;

/**
 * An image of the report (the logo, a signature): its preview, a file picker
 * that uploads at once, and removal. The server's refusal (too large, wrong
 * type, a script in an SVG) is shown under the picker as it said it.
 */
export function ImageField({
  kind,
  label,
  image,
  readOnly = false,
}: {
  kind: BrandingImageKind;
  label: string;
  image: BrandingImage | null;
  readOnly?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(kind);
  const remove = useRemoveImage(kind);
  const [done, setDone] = useState("");
  const limit = brandingImageLimits[kind];
  const error = upload.error ?? remove.error;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setDone("");
    remove.reset();
    upload.mutate(file, {
      onSuccess: () => setDone(`${label} uploaded.`),
      // The same file may be chosen again after a fix elsewhere: clear the picker either way.
      onSettled: () => {
        if (input.current) input.current.value = "";
      },
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex min-h-24 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 p-3">
        {image ? (
          <img src={image.url} alt={`${label} preview`} className="max-h-24 max-w-full object-contain" />
        ) : (
          <p className="text-sm text-slate-700">No {label.toLowerCase()} yet.</p>
        )}
      </div>
      {image && (
        <p className="text-sm text-slate-700">
          {formatNames[image.format]}, {image.width} × {image.height} px, {Math.ceil(image.bytes / 1024)} KB
          {image.format === "svg" && " (the report prints a PNG made from it)"}
        </p>
      )}
      {!readOnly && (
        <>
          <div>
            <label htmlFor={id} className="block text-sm font-medium text-slate-900">
              {image ? `Replace the ${label.toLowerCase()}` : `Upload a ${label.toLowerCase()}`}
            </label>
            <input
              ref={input}
              id={id}
              type="file"
              accept={acceptedImageTypes}
              onChange={choose}
              disabled={upload.isPending}
              aria-describedby={`${id}-hint`}
              className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
            />
            <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
              PNG, JPEG or SVG, at most {limit.bytes / 1024} KB and {MAX_IMAGE_SIDE} × {MAX_IMAGE_SIDE} pixels. SVGs
              must not contain scripts or links to other files, and text must be converted to outlines.
            </p>
          </div>
          {error && <FormAlert>{failureMessage(error, `The ${label.toLowerCase()} could not be saved.`)}</FormAlert>}
          <div className="flex flex-wrap items-center gap-4">
            {image && (
              <button
                type="button"
                className={buttonClass("secondary")}
                disabled={remove.isPending}
                onClick={() => {
                  setDone("");
                  upload.reset();
                  remove.mutate(undefined, { onSuccess: () => setDone(`${label} removed.`) });
                }}
              >
                {remove.isPending ? "Removing..." : `Remove the ${label.toLowerCase()}`}
              </button>
            )}
            <p role="status" className="text-sm font-medium text-green-800">
              {upload.isPending ? "Uploading..." : done}
            </p>
          </div>
        </>
      )}
    </div>
  );
}
