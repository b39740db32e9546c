import type { DangerSign } from '../../src/schemas/dangerSigns'
import type { ServerText } from '../text/en'
import type { SourceId } from './sources'

/** What a ticked box of the checklist is: the sign's name (a catalogue flag) and the public page that lists it as an emergency. */
export interface DangerSignEntry {
  flag: keyof ServerText['flags']
  source: SourceId
}

/**
 * The danger-sign checklist ("Is any of this happening now?"), sign by sign: each ticked box is an
 * emergency by itself, named by the flag whose words already name it in every notice, and sourced
 * from an emergency hospital's page that lists it (sources.ts). The owner ticked it, so no words of
 * theirs need to say it: the checklist asks where the engine would otherwise have to guess.
 */
export const DANGER_SIGN_TABLE: Record<DangerSign, DangerSignEntry> = {
  // Difficulty breathing; pale, blue or grey gums (emergency hospital list).
  breathing: { flag: 'breathing', source: 'emergencyList' },
  // Collapse, unable to stand or walk.
  collapse: { flag: 'seizure', source: 'emergencyList' },
  seizure: { flag: 'seizure', source: 'seizures' },
  // Straining to urinate with little or nothing, a male cat above all: a blocked bladder.
  urine: { flag: 'urine', source: 'blockedCat' },
  // A swollen, hard belly with unproductive retching: bloat (GDV).
  bloat: { flag: 'bloat', source: 'gdv' },
  // Ate a poison or a medicine: toxin ingestion.
  poison: { flag: 'poisoning', source: 'emergencyCare' },
  // Bleeding that will not stop.
  bleeding: { flag: 'bleeding', source: 'smallAnimalEmergency' },
  // Hit by a car or a fall: injuries that hide.
  trauma: { flag: 'injury', source: 'hitByCar' },
  // In labour over two hours with no puppy or kitten born: dystocia.
  birth: { flag: 'labour', source: 'dystocia' },
  // An injured eye, or one bulging out of its socket.
  eye: { flag: 'eyeInjury', source: 'emergencyList' },
  // Heatstroke (the flag's words: "pale gums or overheating").
  heat: { flag: 'paleGums', source: 'emergencyList' },
}
