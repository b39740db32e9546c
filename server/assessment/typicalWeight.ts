/**
 * Typical adult weight ranges in lbs (breed-standard ballparks, not targets), for breeds where an
 * owner's number can be put in context. Unknown breeds get no comparison rather than a guess.
 */
const DOG: Record<string, [number, number]> = {
  'mixed breed (small)': [5, 25],
  'mixed breed (medium)': [25, 50],
  'mixed breed (large)': [50, 90],
  'mixed breed (giant)': [90, 180],
  chihuahua: [3, 6],
  pomeranian: [3, 7],
  'yorkshire terrier': [4, 7],
  maltese: [4, 7],
  'poodle (toy)': [4, 6],
  'shih tzu': [9, 16],
  pug: [14, 18],
  'french bulldog': [16, 28],
  'boston terrier': [12, 25],
  dachshund: [11, 32],
  'cavalier king charles spaniel': [13, 18],
  'miniature schnauzer': [11, 20],
  havanese: [7, 13],
  'bichon frise': [12, 18],
  beagle: [20, 30],
  'cocker spaniel': [20, 30],
  'pembroke welsh corgi': [24, 30],
  'shetland sheepdog': [15, 25],
  'border collie': [30, 55],
  'australian shepherd': [40, 65],
  bulldog: [40, 50],
  'siberian husky': [35, 60],
  'labrador retriever': [55, 80],
  'golden retriever': [55, 75],
  'german shepherd dog': [50, 90],
  boxer: [50, 80],
  'doberman pinscher': [60, 100],
  rottweiler: [80, 135],
  'poodle (standard)': [40, 70],
  'great dane': [110, 175],
  mastiff: [120, 230],
  'bernese mountain dog': [70, 115],
  newfoundland: [100, 150],
  'saint bernard': [120, 180],
  'american pit bull terrier': [30, 65],
  'american staffordshire terrier': [40, 70],
  'cane corso': [88, 110],
}
const CAT: Record<string, [number, number]> = {
  'maine coon': [10, 25],
  ragdoll: [10, 20],
  'norwegian forest cat': [9, 20],
  siberian: [10, 20],
  savannah: [12, 25],
  siamese: [6, 12],
  sphynx: [6, 12],
  'devon rex': [5, 10],
  'cornish rex': [5, 10],
  singapura: [4, 8],
}
const CAT_DEFAULT: [number, number] = [7, 12]

/** The typical range for the breeds given (the widest when two), or null when none is known. */
export function typicalWeight(petType: 'dog' | 'cat', breeds: string[]): [number, number] | null {
  const table = petType === 'dog' ? DOG : CAT
  const ranges = breeds.map((b) => table[b.trim().toLowerCase()]).filter((r): r is [number, number] => !!r)
  if (ranges.length === 0) {
    return petType === 'cat' ? CAT_DEFAULT : null
  }
  return [Math.min(...ranges.map((r) => r[0])), Math.max(...ranges.map((r) => r[1]))]
}

/** True for breeds that age faster: giant dogs count as senior earlier. */
export function isGiantBreed(breeds: string[]): boolean {
  return breeds.some((b) => (DOG[b.trim().toLowerCase()]?.[1] ?? 0) >= 110)
}
