import type { ChatLink, PaletteColour, RoomType } from '#shared/chat.ts';
import type { Project } from '#shared/content.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { ROOM_GUIDES } from '../knowledge/room-guides.ts';
import type { StudioSnapshot } from '../knowledge/studio-snapshot.ts';
import { joinList } from '../text/sentences.ts';
import { nameColor } from './color-names.ts';
import { bytesFromDataUrl, decodeRoomPhoto } from './decode-image.ts';
import { describePhoto, type NamedSwatch } from './describe-photo.ts';
import { type ImageMetrics, measureImage } from './image-metrics.ts';
import { dominantColors } from './palette.ts';
import { rankProjectsByPalette } from './project-palettes.ts';

export interface PhotoAnalysis {
  analysis: string;
  palette: PaletteColour[];
  links: ChatLink[];
  swatches: NamedSwatch[];
  metrics: ImageMetrics;
  similar: Project[];
}

/** The palette of a thumbnail, named; neighbours that earn the same name are one swatch. */
export function namedPalette(rgb: Uint8Array): NamedSwatch[] {
  const swatches: NamedSwatch[] = [];
  for (const cluster of dominantColors(rgb, { k: 6 })) {
    const { name, family } = nameColor(cluster.lab);
    const same = swatches.find((s) => s.name === name);
    if (same) same.share += cluster.share;
    else swatches.push({ name, hex: cluster.hex, share: cluster.share, family });
  }
  return swatches.sort((a, b) => b.share - a.share).map((s) => ({ ...s, share: Math.round(s.share * 1000) / 1000 }));
}

/**
 * Two or three of the studio's projects to look at next: the closest palettes first, and one of
 * the room's own category when the visitor named a room and it is not among them already.
 */
async function similarProjects(
  db: DbOrTx,
  snapshot: StudioSnapshot,
  swatches: NamedSwatch[],
  room: RoomType | undefined,
): Promise<{ byPalette: Project[]; byCategory: Project | null }> {
  const ranked = await rankProjectsByPalette(db, snapshot.projects, swatches);
  const category = room ? ROOM_GUIDES[room].category : null;
  const sameCategory = category ? ranked.filter((m) => m.project.category === category) : [];
  const byPalette = ranked.slice(0, 2).map((m) => m.project);
  const byCategory = sameCategory.find((m) => !byPalette.includes(m.project))?.project ?? null;
  return { byPalette, byCategory: byPalette.some((p) => p.category === category) ? null : byCategory };
}

/** The photo, analysed from its pixels in memory; nothing of it is kept (D21). */
export async function analyzeRoomPhoto(
  db: DbOrTx,
  snapshot: StudioSnapshot,
  dataUrl: string,
  room: RoomType | undefined,
): Promise<PhotoAnalysis> {
  const decoded = await decodeRoomPhoto(bytesFromDataUrl(dataUrl));
  const swatches = namedPalette(decoded.rgb);
  const metrics = measureImage(decoded.rgb);
  const parts = [describePhoto(swatches, metrics, room)];
  const { byPalette, byCategory } = await similarProjects(db, snapshot, swatches, room);
  if (byPalette.length > 0) {
    const categoryPart =
      byCategory && room ? `, and ${byCategory.title} shows how we approach a ${ROOM_GUIDES[room].label}` : '';
    const verb = byPalette.length === 1 ? 'shares' : 'share';
    parts.push(
      `From our portfolio, ${joinList(byPalette.map((p) => p.title))} ${verb} a similar palette${categoryPart}.`,
    );
  }
  const similar = [...byPalette, ...(byCategory ? [byCategory] : [])];
  return {
    analysis: parts.join(' '),
    palette: swatches.map(({ name, hex, share }) => ({ name, hex, share })),
    links: similar.map((p) => ({ href: `/projects/${p.slug}`, label: p.title })),
    swatches,
    metrics,
    similar,
  };
}
