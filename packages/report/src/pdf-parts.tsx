// The automatic JSX runtime whatever the consumer's tsconfig says (tsx, esbuild, vitest alike).
/** @jsxRuntime automatic */
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";

// The building blocks both reports share: styles, tables that break across
// pages, headings that stay with what follows them.
//
// No lineHeight anywhere: in @react-pdf 4.9 an inherited lineHeight hides the
// "Page N of M" render-prop text (upstream issues 3083, 3402) and doubles line
// spacing when set on a View.

export const BOLD = 700;

export const s = StyleSheet.create({
  page: { fontSize: 9.5, padding: 40, paddingBottom: 56, color: "#111" },
  heading: { fontWeight: BOLD, fontSize: 11.5, marginTop: 14, marginBottom: 4 },
  line: { marginBottom: 1.5 },
  label: { fontWeight: BOLD },
  small: { fontSize: 8.5, marginBottom: 2 },
  link: { color: "#1d4ed8", textDecoration: "none" },
  table: { marginTop: 4 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: "#ccc", paddingVertical: 2.5, fontSize: 8 },
  headRow: { fontWeight: BOLD, backgroundColor: "#eef2f7", borderColor: "#999", borderTopWidth: 0.75 },
  cell: { paddingHorizontal: 3 },
  num: { textAlign: "right" },
  bullet: { flexDirection: "row", marginBottom: 2 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 40,
    right: 40,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: "#555",
  },
});

export interface Column {
  title: string;
  /** Relative width. */
  flex: number;
  /** Numbers are right-aligned. */
  num?: boolean;
}

/** Table cells keep words whole: "cred-its" in a narrow column reads badly. */
const noHyphens = (word: string) => [word];

/**
 * A table that may run over several pages: the header row is `fixed`, so it is
 * drawn again on every page the table reaches, and no row is cut in two.
 */
export function Table({ columns, rows, width }: { columns: readonly Column[]; rows: string[][]; width?: number }) {
  const cells = (values: readonly string[]) =>
    columns.map((col, i) => (
      <Text key={col.title} hyphenationCallback={noHyphens} style={[s.cell, { flex: col.flex }, col.num ? s.num : {}]}>
        {values[i]}
      </Text>
    ));
  return (
    <View style={width ? [s.table, { width }] : s.table}>
      <View style={[s.row, s.headRow]} fixed wrap={false}>
        {cells(columns.map((c) => c.title))}
      </View>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are rendered once, never reordered.
        <View key={i} style={s.row} wrap={false}>
          {cells(row)}
        </View>
      ))}
    </View>
  );
}

/**
 * Headings are siblings of their content (not wrapped in a View) so that
 * minPresenceAhead can move a heading to the next page with what follows it:
 * @react-pdf only honours it for an element that has something before it.
 */
export const Heading = ({ children }: { children: string }) => (
  <Text style={s.heading} minPresenceAhead={30}>
    {children}
  </Text>
);

/** "Label: value", or nothing when the value is empty. */
export function Line({ label, value }: { label: string; value: string }) {
  if (!value.trim()) return null;
  return (
    <Text style={s.line}>
      <Text style={s.label}>{label}: </Text>
      {value.trim()}
    </Text>
  );
}

export const Bullet = ({ children }: { children: ReactNode }) => (
  <View style={s.bullet} wrap={false}>
    <Text style={{ width: 10 }}>•</Text>
    <Text style={{ flex: 1 }}>{children}</Text>
  </View>
);
