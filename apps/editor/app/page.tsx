import { EditorApp } from "../src/components/editor-app";

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The editor's home: opens `?map=<id>`, or the first map the API lists. */
export default async function Page({ searchParams }: PageProps) {
  const { map } = await searchParams;
  const requested = Array.isArray(map) ? map[0] : map;
  return <EditorApp requestedMapId={requested} />;
}
