import type { ReactNode } from "react";

/** A centred message box for loading, empty and error states. */
export function Notice({ title, tone = "info", children }: { title: string; tone?: "info" | "error"; children?: ReactNode }) {
  return (
    <div className={tone === "error" ? "notice error" : "notice"} role={tone === "error" ? "alert" : "status"} data-testid={`notice-${tone}`}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}
