import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API lives on the Hono server (apps/server, port 3000). In development the
// browser talks only to Vite, so /api is proxied to keep cookies same-origin.
const apiProxy = {
  "/api": { target: "http://localhost:3000", changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // Maps are written (to read stacks from error reports) but not referenced by the bundles.
    sourcemap: "hidden",
    // The PDF report's chunk (@react-pdf, ~450 KB gzip) is loaded only when a
    // report is made; the first page's budget is checked by npm run bench.
    chunkSizeWarningLimit: 1300,
  },
});
