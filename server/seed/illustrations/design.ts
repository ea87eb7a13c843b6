import type { ScenePalette } from '../content/types.ts';
import { darken, lighten, luminance, mix } from './color.ts';
import type { FloorFinish } from './floor-finish.ts';
import type { CushionPattern } from './props/cushions.ts';
import type { FloorLampStyle, PendantStyle } from './props/lamps.ts';
import type { PlantKind, PotShape } from './props/plants.ts';
import type { TableStyle } from './props/tables.ts';
import type { RugPattern } from './props/textiles.ts';
import type { ArtMotif } from './props/wall-art.ts';
import { Rng } from './random.ts';
import type { WallTreatment } from './room-geometry.ts';

/**
 * The decisions that make one project's room its own: finishes, styles, motifs. They depend on the seed
 * only, never on the view, so every picture of a project shows the same room.
 */
export interface RoomDesign {
  rng: Rng;
  floor: FloorFinish;
  walls: WallTreatment;
  windowFrame: string;
  panes: { cols: number; rows: number };
  art: readonly ArtMotif[];
  artFrame: string;
  plants: readonly PlantKind[];
  pot: PotShape;
  potColour: string;
  floorLamp: FloorLampStyle;
  pendant: PendantStyle;
  rug: RugPattern;
  table: TableStyle;
  legs: string;
  pillows: readonly { color: string; pattern: CushionPattern }[];
  /** small proportional differences between projects, around 1 */
  stretch: number;
  /** sideways offset of the main furniture group, metres */
  shift: number;
  /** every view of the project drawn flipped left to right */
  mirrored: boolean;
}

export function designFor(palette: ScenePalette, seed: string): RoomDesign {
  const rng = new Rng(seed);
  const pick = rng.fork('choices');
  const darkWalls = luminance(palette.wall) < 0.35;
  const frames = [lighten(palette.wall, 0.7), '#2a2a2c', palette.wood];
  const motifs: ArtMotif[] = ['arches', 'sun', 'blocks', 'cutouts', 'lines', 'leaf'];
  const first = pick.int(0, motifs.length - 1);
  return {
    rng,
    floor: pick.pick<FloorFinish>(['planks', 'planks', 'wide-planks', 'wide-planks', 'concrete']),
    walls: pick.pick<WallTreatment>(['plain', 'plain', 'wainscot', 'picture-rail']),
    windowFrame: darkWalls ? pick.pick(['#2a2a2c', palette.wood]) : pick.pick(frames),
    panes: pick.pick([
      { cols: 2, rows: 3 },
      { cols: 2, rows: 2 },
      { cols: 3, rows: 3 },
      { cols: 1, rows: 2 },
    ]),
    art: [0, 1, 2].map((k) => motifs[(first + k * 2) % motifs.length] ?? 'arches'),
    artFrame: pick.pick([palette.wood, '#1f1f21', lighten(palette.wall, 0.6), darken(palette.wood, 0.3)]),
    plants: pick.pick<PlantKind[]>([
      ['fig', 'snake', 'branches'],
      ['olive', 'monstera', 'branches'],
      ['paddle', 'snake', 'branches'],
      ['monstera', 'fig', 'branches'],
    ]),
    pot: pick.pick<PotShape>(['tapered', 'cylinder', 'bowl', 'urn']),
    potColour: pick.pick([
      mix(palette.accent, '#c97b54', 0.5),
      lighten(palette.textile, 0.2),
      darken(palette.wall, 0.45),
      palette.primary,
    ]),
    floorLamp: pick.pick<FloorLampStyle>(['column', 'arc', 'tripod']),
    pendant: pick.pick<PendantStyle>(['dome', 'globe', 'cone', 'drum']),
    rug: pick.pick<RugPattern>(['border', 'stripes', 'diamond', 'plain']),
    table: pick.pick<TableStyle>(['legs', 'slab', 'pedestal']),
    legs: pick.pick([palette.wood, darken(palette.wood, 0.4), palette.metal]),
    pillows: [
      { color: palette.accent, pattern: pick.pick<CushionPattern>(['plain', 'piped']) },
      { color: palette.textile, pattern: pick.pick<CushionPattern>(['stripe', 'dots', 'plain']) },
      { color: mix(palette.accent, palette.primary, 0.5), pattern: 'plain' },
    ],
    stretch: pick.range(0.92, 1.08),
    shift: pick.range(-0.3, 0.3),
    mirrored: pick.chance(0.5),
  };
}
