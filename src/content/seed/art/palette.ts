import type { Random } from './random'

/** The materials of a calm, premium interior in warm Dubai light. */
export type Palette = {
  /** Painted or plastered walls. */
  wall: string
  /** Timber or stone floor. */
  floor: string
  ceiling: string
  /** Joinery timber: oak or walnut. */
  wood: string
  /** Upholstery: linen, bouclé, leather. */
  fabric: string
  /** The one deep colour of the room: green, navy, teal, clay. */
  accent: string
  /** Brass or bronze. */
  metal: string
  /** Marble, travertine, quartz. */
  stone: string
  /** Sunlight and lamp light. */
  light: string
  /** The deepest shadow. */
  shade: string
  /** Leaves. */
  green: string
}

export const palettes: readonly Palette[] = [
  // Sand, oak and deep green
  {
    wall: '#e9dfcf',
    floor: '#c8a982',
    ceiling: '#f3ede3',
    wood: '#8a6446',
    fabric: '#dccfbb',
    accent: '#2f4b3c',
    metal: '#b58f55',
    stone: '#ece6dc',
    light: '#fff3dc',
    shade: '#2a231d',
    green: '#4f6b47',
  },
  // Limestone, walnut and navy
  {
    wall: '#e6e1d9',
    floor: '#a79784',
    ceiling: '#f2efe9',
    wood: '#5e4433',
    fabric: '#cbc2b4',
    accent: '#1f3552',
    metal: '#aa8a58',
    stone: '#f0ece5',
    light: '#fdf5e6',
    shade: '#1d1f26',
    green: '#566b4c',
  },
  // Clay, travertine and bronze
  {
    wall: '#ecdccb',
    floor: '#d4bfa3',
    ceiling: '#f5ece1',
    wood: '#6e4b35',
    fabric: '#c78566',
    accent: '#8a4a32',
    metal: '#a9814f',
    stone: '#eadfce',
    light: '#ffeed6',
    shade: '#2f211a',
    green: '#5d7046',
  },
  // Sage, ash and linen
  {
    wall: '#e1e3d9',
    floor: '#c9b99d',
    ceiling: '#f3f3ec',
    wood: '#a3845f',
    fabric: '#ebe6da',
    accent: '#56644b',
    metal: '#b59864',
    stone: '#eeebe3',
    light: '#fbf7ea',
    shade: '#252a22',
    green: '#51694a',
  },
  // Warm grey, smoked oak and teal
  {
    wall: '#dcd6cd',
    floor: '#7f6a56',
    ceiling: '#ece8e1',
    wood: '#4a382b',
    fabric: '#b9ab98',
    accent: '#24474a',
    metal: '#c2a063',
    stone: '#e4ded4',
    light: '#ffe9c4',
    shade: '#19161a',
    green: '#4b6646',
  },
  // Ivory, pale oak and ink blue
  {
    wall: '#eee9e0',
    floor: '#dbcbb0',
    ceiling: '#f7f4ee',
    wood: '#b89670',
    fabric: '#f1ede4',
    accent: '#2d4d6b',
    metal: '#ab9160',
    stone: '#ebe5da',
    light: '#fffaf0',
    shade: '#25272b',
    green: '#557050',
  },
]

export const pickPalette = (random: Random): Palette => random.pick(palettes)
