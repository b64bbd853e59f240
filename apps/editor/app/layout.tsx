import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: "Tactica map editor",
  description: "Map and scenario editor for the Tactica wargame rules engine",
};

/** Root HTML shell shared by every editor page. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
