import { useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { failureMessage } from "../../components/ui/query-view";
import { apiDownload } from "../../lib/api-client";
import { saveFile } from "../../lib/save-file";
import { toast } from "../../lib/toast";
import { Card } from "./account-card";

const EXPORT_FILE_NAME = "gradeatlas-my-data.json";

/** The GDPR export (GET /api/v1/account/export) saved as a JSON file. */
export function DownloadDataSection() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { blob } = await apiDownload("/v1/account/export");
      saveFile(new Blob([blob], { type: "application/json" }), EXPORT_FILE_NAME);
      toast.success("Your data has been downloaded.");
    } catch (error) {
      toast.error(failureMessage(error, "Your data could not be downloaded. Please try again."));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card id="account-data" title="Download my data">
      <p className="mt-2 text-slate-700">
        A JSON file with everything we hold about you: your account, sessions, plans and any leads with your address.
      </p>
      <button type="button" className={buttonClass("secondary", "mt-4")} disabled={downloading} onClick={download}>
        {downloading ? "Preparing..." : "Download my data"}
      </button>
    </Card>
  );
}
