import { html, type SafeHtml } from '../html/html'
import { en as widgetText } from '../../src/text/en'
import { visitTime } from '../../src/text/visitTime'

/**
 * Every text the server writes to an owner, in English: the assessment e-mail, the offline
 * engine's notes, the on-screen HTML results (estimate, QR check, dental), the recovery-code and
 * 'password changed' e-mails. `es.ts` has the same shape (`typeof en`); a third language is a
 * third file and one line in `serverText.ts`. The clinic's own lead notification and the
 * workspace are not here: they stay in the clinic's language (English).
 *
 * Parameters are plain values; entries that return `SafeHtml` escape them (their English has an
 * apostrophe the HTML keeps unescaped, as it always did). English output must stay byte-identical
 * to what the server wrote before the catalogue existed: tests compare it.
 */
/** A hospital to call now, with its distance and town (triage/emergencyNotice.ts). */
const callHospital = (h: { name: string; phone: string; city: string; miles: number }, closed?: string) =>
  `${closed ? `${closed} is closed now, so ` : ''}call ${h.name}, a 24-hour emergency hospital ${h.miles === 1 ? '1 mile' : `${h.miles} miles`} away in ${h.city}, now at ${h.phone}`

export const en = {
  /** The `lang` attribute of e-mails' <html>; empty keeps the English e-mails as they were. */
  htmlLang: '',
  /** The footer line of every e-mail. */
  mailFooter: 'PetLead connects pet owners with clinics and programs; it does not itself offer veterinary services.',
  assessmentMail: {
    subject: (petName: string) => `Your PetLead assessment for ${petName}`,
    intro: (clinicName: string) => `Thank you for using ${clinicName}'s free assessment.`,
    introNoClinic: "Thank you for using PetLead's free assessment.",
    /** The service request's e-mail carries an estimate, not an assessment. */
    estimateSubject: (petName: string) => `Your PetLead estimate for ${petName}`,
    estimateIntro: (clinicName: string) => `Thank you for your service request. Here is the estimate from ${clinicName}.`,
    estimateIntroNoClinic: 'Thank you for your service request. Here is your estimate.',
    /** How to reach the clinic, under the result. */
    contactHeading: (clinicName: string) => `To book a visit, contact ${clinicName}`,
    phone: 'Phone',
    address: 'Address',
    booking: 'Book online',
  },
  recoveryMail: {
    subject: 'Your PetLead verification code',
    text: (code: string) =>
      `Your verification code is ${code}. It is valid for 10 minutes and can be used once.\nIf you did not ask to reset your password, ignore this e-mail.`,
    codeIs: 'Your verification code is',
    validity: 'It is valid for 10 minutes and can be used once. If you did not ask to reset your password, ignore this e-mail.',
  },
  passwordChangedMail: {
    subject: 'Your PetLead password was changed',
    text: (when: string) => `Your password was changed on ${when}. If this was not you, reset it again now and contact support.`,
    when: (at: Date) => at.toUTCString(),
  },
  /** The owner's e-mail when their clinic did not answer in time and another partner takes the request over. */
  reroutedMail: {
    subject: (petName: string) => `A new clinic will call you about ${petName}`,
    text: (petName: string, clinicName: string, phone: string) =>
      `${clinicName} has your request about ${petName} now and will call you shortly. If you would rather call them, their number is ${phone}. The clinic you first chose had not answered yet, so we passed your request to a partner that is open now.`,
  },
  emergency: {
    title: 'Possible emergency',
    callClinic: (name: string, phone: string) => `call ${name} now at ${phone}`,
    theClinic: 'the clinic',
    callNearest: 'call your nearest emergency veterinary clinic now',
    /** The nearest open 24-hour emergency hospital, named when the owner's clinic is closed (`closed`: its name). */
    callHospital,
    poison: (line: string) => ` For a possible poisoning you can also call ${line}.`,
    text: (signs: string, call: string, poison: string) =>
      `What you describe (${signs}) can be an emergency. Do not wait: ${call}, or go to the nearest emergency clinic.${poison}`,
  },
  /**
   * The acknowledgement every lead's owner gets at once (leads/acknowledgeLead.ts): who will call,
   * their phone, and an honest when (leads/acknowledgementWhen.ts), by e-mail and, with consent, by text.
   */
  acknowledgement: {
    subject: (clinicName: string) => `We have your request: ${clinicName} will contact you`,
    subjectQueue: 'We have your request',
    /** An emergency lead's subject says to call now, naming whom (the clinic, or the open emergency hospital). */
    subjectEmergency: (name: string, phone: string) => `Possible emergency: call ${name} now at ${phone}`,
    subjectEmergencyNoPhone: 'Possible emergency: call your nearest emergency veterinary clinic now',
    /** PetLead's own team, when no partner clinic took the lead (the network queue). */
    queueName: "PetLead's team",
    queueWhen: "PetLead's team has your request and will find a clinic near you to contact you.",
    withinMinutes: (name: string, minutes: number) => `${name} will call you within ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`,
    whenOpens: (name: string, time: string, day: string) => `${name} is closed now and will call you when it opens, at ${time} ${day}.`,
    closedFor: (reason: string) => ` (Closed today: ${reason}.)`,
    asSoonAsItCan: (name: string) => `${name} has your request and will call you as soon as it can.`,
    /** An emergency's first words, naming the signs read or ticked ("trouble breathing") when there are any. */
    mayBeEmergency: (signs?: string) =>
      signs ? `What you describe (${signs}) may be an emergency.` : 'What you describe may be an emergency.',
    emergency: (name: string, phone: string) =>
      `Do not wait for a call: call ${name} now at ${phone}, or go to the nearest emergency clinic.`,
    emergencyNoPhone: 'Do not wait for a call: call your nearest emergency veterinary clinic now.',
    /** The clinic is closed (or there is none): the nearest open 24-hour emergency hospital instead. */
    emergencyHospital: (h: { name: string; phone: string; city: string; miles: number }, closed?: string) =>
      `Do not wait for a call: ${callHospital(h, closed)}.`,
    today: 'today',
    tomorrow: 'tomorrow',
    onWeekday: (weekday: string) => `on ${weekday}`,
    onDate: (date: string) => `on ${date}`,
    /** BCP 47 locale the times and dates are written in. */
    locale: 'en-US',
    hourCycle: 'h12' as 'h12' | 'h23',
    thanks: (petName: string) => `Thank you for your request about ${petName}.`,
    phone: 'Phone',
    /** A text message's words: short, naming the sender, with the opt-out every text must carry. */
    sms: (when: string, phone: string | undefined) =>
      `PetLead: we have your request. ${when}${phone ? ` Phone: ${phone}.` : ''} Reply STOP to opt out.`,
    /** An emergency's text: the notice (`when`, which names the number) first. */
    smsEmergency: (when: string) => `PetLead: ${when} We have your request. Reply STOP to opt out.`,

    /** The form's answer on `phone_number` when the owner asks for texts at a number PetLead does not text (`countries`: "United States and Canada"). */
    smsNumberRefused: (countries: string) =>
      `We can send text messages only to mobile numbers in ${countries}. Please give another number, or untick the box to get updates by e-mail only.`,
  },
  /** What each red flag is called and what the owner should do (rules in assessment/redFlags.ts). */
  flags: {
    breathing: { sign: 'breathing difficulty', advice: 'Breathing trouble is always an emergency: call a vet or an emergency clinic now.' },
    seizure: {
      sign: 'seizure or collapse',
      advice: 'Seizures or collapse need a vet today, and right away if it lasts over 5 minutes or repeats.',
    },
    poisoning: {
      sign: 'possible poisoning',
      advice: 'Possible poisoning: call a vet or the ASPCA Animal Poison Control line (888-426-4435) now, before symptoms show.',
    },
    bleeding: { sign: 'bleeding', advice: 'Bleeding that does not stop, or blood in vomit or stool, needs a vet today.' },
    bloat: {
      sign: 'swollen belly or unproductive retching',
      advice: 'A swollen belly with retching can be life-threatening in dogs: go to a vet now.',
    },
    urine: {
      sign: 'straining or unable to pee',
      advice: 'A pet (especially a male cat) straining without producing urine needs a vet today.',
    },
    injury: { sign: 'injury', advice: 'After a fall or accident, internal injuries can hide: have a vet check today.' },
    paleGums: { sign: 'pale gums or overheating', advice: 'Pale gums or overheating need a vet now.' },
    vomiting: {
      sign: 'vomiting or diarrhea',
      advice: 'Offer water; if it lasts over 24 hours, repeats, or your pet stops eating or drinking, see a vet that day.',
    },
    nsaid: {
      sign: 'stomach upset on an anti-inflammatory',
      advice:
        'Stop the anti-inflammatory and call the vet now: vomiting, diarrhea, black stool or refusing food on it can mean a stomach ulcer.',
    },
    breath: {
      sign: 'strong bad breath',
      advice: 'Strong bad breath usually means gum disease or an infection in the mouth: book a dental check.',
    },
    notEating: { sign: 'not eating', advice: 'A cat that eats nothing for over 24 hours, or a dog for over 48, should see a vet.' },
    limping: {
      sign: 'limping or stiffness',
      advice: 'Rest and short leash walks; see a vet if the limp lasts over 2-3 days or your pet will not bear weight.',
    },
    lump: {
      sign: 'a lump or swelling',
      advice:
        'Note the size (a coin for scale in a photo helps) and book a visit; a lump that grows or is larger than a pea for over a month should be sampled by a vet.',
    },
    cough: {
      sign: 'coughing or sneezing',
      advice: 'Watch breathing rate at rest (under 30 breaths a minute is normal); book a visit if it lasts over a few days.',
    },
    lowEnergy: {
      sign: 'low energy',
      advice: 'Low energy with any other sign (not eating, vomiting, pale gums) should be seen within a day.',
    },
    skin: {
      sign: 'skin or coat changes',
      advice: 'Check for fleas, keep your pet from licking raw spots, and book a visit if it spreads, smells or bleeds.',
    },
    ear: {
      sign: 'ear discomfort',
      advice: 'Do not put anything deep in the ear; redness, odour or discharge are worth a visit within the week.',
    },
    eye: { sign: 'eye problems', advice: 'Eyes can worsen quickly: squinting or a cloudy eye should be seen within a day or two.' },
    teeth: {
      sign: 'mouth or teeth concerns',
      advice: 'Look for red gum lines, brown tartar, loose teeth or dropping food; a dental exam settles it.',
    },
    thirst: {
      sign: 'drinking or peeing more',
      advice:
        'More thirst and urine can point to several treatable conditions; a vet visit with a urine sample is worth booking this week.',
    },
    weight: { sign: 'weight change', advice: 'Weigh your pet every two weeks; unexplained loss of over 10% deserves a visit.' },
    behaviour: { sign: 'behaviour change', advice: 'Sudden behaviour changes can come from pain; a check-up rules that out.' },
    paralysis: {
      sign: 'paralysis or dragging the back legs',
      advice: 'Sudden weakness or paralysis of the legs (in a cat often with crying and cold back paws) is an emergency: go to a vet now.',
    },
    labour: {
      sign: 'trouble giving birth',
      advice: 'Strong straining for 30 minutes with no puppy or kitten, or over 2 hours between them, needs a vet now.',
    },
    allergic: {
      sign: 'facial swelling or allergic reaction',
      advice: 'A swollen face, hives or a sting with any breathing trouble can close the airway: go to a vet now.',
    },
    foreignBody: {
      sign: 'swallowed object',
      advice:
        'Socks, string, batteries, magnets and bones can block or burn the gut: call a vet now; do not pull a string or make your pet vomit.',
    },
    pyometra: {
      sign: 'possible uterine infection',
      advice:
        'An unspayed female with discharge, thirst, vomiting or lethargy can have a uterine infection (pyometra), which is an emergency.',
    },
    eyeInjury: {
      sign: 'eye injury or eye out of its socket',
      advice: 'Keep the eye moist with a wet cloth, prevent rubbing, and go to a vet now.',
    },
    snakeBite: { sign: 'snake or toad bite', advice: 'Keep your pet still and go to a vet now; do not cut, suck or ice the bite.' },
    /** The second reader (triage/secondReader): its model reads the words as more urgent than the rules did, and never lowers them. */
    secondReader: {
      sign: 'words that read as urgent to a second reading',
      advice: 'A second reading of your words found them more urgent than the rules did: call the clinic to describe what you see.',
    },
  },
  /** What to watch for and when to call at once, where the owner's words leave an emergency open (triage/triage.ts). */
  triageWatch: {
    gi: {
      watchFor: ['How often it vomits or has diarrhea, and whether it keeps water down.'],
      callNow: [
        'blood in the vomit or stool, or black stool',
        'a swollen belly or retching with nothing coming up',
        'it cannot keep water down, or vomits more than 3 times in a day',
        'it is weak, hiding or will not get up',
      ],
    },
    youngDogGi: {
      watchFor: ['A young puppy whose vaccines are not complete can catch parvovirus: watch its energy, drinking and stool closely today.'],
      callNow: ['any diarrhea with blood or a foul smell', 'vomiting more than once', 'it is quiet, sleepy or refuses food or water'],
    },
    youngCatGi: {
      watchFor: ['A kitten dehydrates fast: watch its energy, drinking and stool closely today.'],
      callNow: ['vomiting more than once or diarrhea with blood', 'it is quiet, cold or refuses food for over 12 hours'],
    },
    catNotEating: {
      watchFor: ['A cat that eats nothing for a day is at risk of liver problems: note when it last ate.'],
      callNow: ['it has eaten nothing for 24 hours', 'it vomits, hides or strains in the litter box'],
    },
    ingestion: {
      watchFor: ['Find out what it ate if you can, and keep the package.'],
      callNow: ['vomiting, drooling, trembling or a swollen belly', 'it may have eaten medicine, a toxin, string, a sock or a battery'],
    },
    lethargy: {
      watchFor: ['Note its breathing rate at rest, gum colour and whether it eats and drinks.'],
      callNow: ['pale, white or blue gums', 'breathing fast or with effort at rest', 'it collapses or cannot stand'],
    },
    /** The triage could not be completed (triage/failSafe.ts): the lead is stored as at least `soon`, and the owner is told when not to wait. */
    unread: {
      watchFor: ['We could not read your message automatically, so the clinic will look at it in person today.'],
      callNow: [
        'breathing is fast, noisy or with effort, or the gums are pale, white or blue',
        'it collapses, has a seizure or cannot stand',
        'it may have eaten something poisonous',
        'it is bleeding and it does not stop, or its belly is swollen',
      ],
    },
  },
  /** The headings of the "what to watch for" box (widget result, e-mails, workspace). */
  watchBox: { title: 'What to watch for', callNow: 'Call the clinic now if:' },
  /**
   * The one way PetLead says which engine wrote an assessment, on screen, in e-mails and in docs:
   * the offline rules engine (no AI model) or a configured AI model, by name. The contract's own
   * labels ('Free AI Pet Health Assessment', 'AI-generated insights', 'the diagnosis provided')
   * stay as they are; this sentence is what makes them honest.
   */
  assessmentBy: {
    offline:
      "No AI model was used: PetLead's offline rules engine wrote this note from the facts you entered. It is triage guidance, not professional medical advice, and it does not replace an examination by a veterinarian.",
    model: (engine: string) =>
      `An AI model (${engine}) wrote this note from the facts you entered. It is triage guidance, not professional medical advice, and it does not replace an examination by a veterinarian.`,
  },
  /**
   * The offline assessment engine's note (assessment/offlineEngine.ts): the owner's complaint,
   * then the one urgency statement (the only words in the note that say how soon), then what to do
   * about what they described. Nothing else in the note names a time frame or an urgency.
   */
  offline: {
    defaultPetName: 'your pet',
    title: (name: string) => `Assessment for ${name}`,
    askedAbout: (issue: string) => `You asked for help with ${issue}.`,
    toldUs: (signs: string) => `From what you wrote, we noted: ${signs}.`,
    alsoToldUs: (signs: string) => `From what you wrote, we also noted: ${signs}.`,
    unmatched: 'Nothing in what you wrote matches a sign these rules know; your vet can go through it with you.',
    dentalCheck: 'You asked for a check of the teeth and mouth.',
    service: (service: string) => `You asked for this service: ${service}.`,
    noComplaint: 'You did not describe a specific problem.',
    /** The note's one urgency statement, with its one time frame: the lead's stored urgency. */
    urgency: {
      emergency: 'Urgency: HIGH. See a veterinarian or an emergency clinic now.',
      soon: 'Urgency: MODERATE. Book a vet visit within the next few days, and call the clinic if anything gets worse before then.',
      routine:
        'Urgency: LOW. Nothing you described sounds urgent: mention it at the next routine visit, and call the clinic if anything changes.',
    },
    careHeading: 'About what you described:',
    /** What to do about each sign, for this species, without a time frame (the urgency statement has the only one). */
    care: {
      breathing: 'Keep your pet calm and cool, and do not offer food or water while it struggles to breathe.',
      seizure: 'Move furniture away, keep your hands away from the mouth, and note when it started and how long it lasted.',
      poisoning:
        'Keep the package or a sample of what was eaten, and do not make your pet vomit unless a vet says so. ASPCA Animal Poison Control: 888-426-4435.',
      bleeding: 'Press a clean cloth firmly on a wound, and note any blood in vomit or stool and its colour.',
      bloat: {
        dog: 'A swollen, tight belly with retching that brings nothing up can mean a twisted stomach in a dog; do not offer food or water.',
        cat: 'A swollen belly or retching with nothing coming up needs a vet to examine your cat; do not offer food.',
      },
      urine: {
        dog: 'Watch whether any urine comes out at all, and note how often your dog tries.',
        cat: 'A cat (especially a male) that strains in the litter box without passing urine can have a blocked bladder; note whether anything comes out.',
      },
      injury:
        'After a fall or an accident, internal injuries can hide: keep your pet still and warm, and handle it gently, because pets in pain may bite.',
      paleGums: 'Move your pet somewhere cool, wet its fur with cool (not ice-cold) water, and look at the colour of its gums.',
      vomiting: 'Offer small sips of water, and note how often it happens and whether there is any blood.',
      nsaid: 'Do not give the next dose of the anti-inflammatory; take its box with you to the vet.',
      breath: 'Look at the gums and teeth: note any red gum line, brown tartar or a loose tooth.',
      notEating: {
        dog: 'Note when your dog last ate and drank, and whether it vomits or seems to be in pain.',
        cat: 'A cat that stops eating can develop liver problems: note when your cat last ate, and offer its favourite food.',
      },
      limping: {
        dog: 'Keep walks short and on a leash, and note whether your dog puts weight on the leg.',
        cat: 'Keep your cat indoors and from jumping, and note whether it puts weight on the leg.',
      },
      lump: 'Note its size (a coin beside it in a photo helps) and whether it grows; a vet can sample it with a fine needle.',
      cough: 'Count breaths at rest (under 30 a minute is normal), and note whether the cough is dry or brings anything up.',
      lowEnergy: 'Note whether your pet eats and drinks and what colour its gums are; low energy together with another sign matters more.',
      skin: 'Check for fleas, keep your pet from licking raw spots, and note whether it spreads, smells or bleeds.',
      ear: 'Do not put anything deep in the ear; note redness, odour or discharge, and which ear it is.',
      eye: 'Keep your pet from rubbing the eye and do not use human eye drops; note squinting, discharge or cloudiness.',
      teeth:
        'Lift the lip and look for a red line along the gums, brown tartar, broken or loose teeth, and watch for chewing on one side or dropping food.',
      thirst: 'Note how much water your pet drinks in a day; a fresh urine sample helps the vet.',
      weight: 'Weigh your pet every two weeks; an unexplained loss of over 10% should be checked by a vet.',
      behaviour: 'Sudden behaviour changes can come from pain; a check-up can rule that out.',
      paralysis: {
        dog: 'Keep your dog still, and support its back and hips when you have to move it.',
        cat: 'Sudden weakness of the back legs, often with crying and cold back paws, can come from a blood clot; keep your cat still and warm.',
      },
      labour: {
        dog: 'Strong straining for 30 minutes with no puppy, or over 2 hours between puppies, means she needs help.',
        cat: 'Strong straining for 30 minutes with no kitten, or over 2 hours between kittens, means she needs help.',
      },
      allergic: 'A swollen face, hives or a sting can close the airway: watch the breathing closely.',
      foreignBody: 'Do not pull a string or make your pet vomit: socks, string, batteries, magnets and bones can block or burn the gut.',
      pyometra: 'An unspayed female who drinks more, is lethargic or has discharge can have a uterine infection (pyometra).',
      eyeInjury: 'Keep the eye moist with a wet cloth, and stop your pet from rubbing it.',
      snakeBite: 'Keep your pet still; do not cut, suck or ice the bite.',
      secondReader: 'Describe to the clinic exactly what you see, and when it started.',
    },
    age: {
      lessThanMonth: 'less than a month',
      months: (n: number) => `${n} month${n === 1 ? '' : 's'}`,
      years: (n: number) => `${n} year${n === 1 ? '' : 's'}`,
      yearsAndMonths: (years: string, months: string) => `${years} and ${months}`,
    },
    stage: {
      kitten: 'a kitten',
      seniorCat: 'a senior cat',
      adultCat: 'an adult cat',
      puppy: 'a puppy',
      seniorDog: 'a senior dog',
      adultDog: 'an adult dog',
    },
    ageLine: (name: string, age: string, stage: string) => `${name} is ${age} old, ${stage}.`,
    breeds: (count: number, list: string) => `Breed${count > 1 ? 's' : ''}: ${list}.`,
    and: ' and ',
    weightNoRange: (w: number) => `Weight: ${w} lbs (we have no typical range for this breed to compare with).`,
    weightGrowing: (w: number, lo: number, hi: number) =>
      `Weight: ${w} lbs; still growing, so the adult range (${lo}-${hi} lbs) does not apply yet.`,
    weightAbove: (w: number, lo: number, hi: number) => `Weight: ${w} lbs, above the typical ${lo}-${hi} lbs for this breed.`,
    weightBelow: (w: number, lo: number, hi: number) => `Weight: ${w} lbs, below the typical ${lo}-${hi} lbs for this breed.`,
    weightWithin: (w: number, lo: number, hi: number) => `Weight: ${w} lbs, within the typical ${lo}-${hi} lbs for this breed.`,
    alsoHeading: 'Also worth knowing:',
    senior: 'Senior pets benefit from a check-up every 6 months, with blood work to catch kidney, thyroid and dental problems early.',
    young: 'Young pets need their vaccine series and parasite prevention on schedule.',
    overweight:
      'Extra weight strains joints and raises the risk of diabetes; ask your vet for a body-condition score and a feeding plan before cutting food.',
    underweight: 'A low weight is fine for a small-framed pet, but unexplained weight loss should be checked by a vet.',
    breathMild: (score: number) => `Breath rated ${score} of 5: mild. Keep up brushing or dental chews.`,
    breathNoticeable: 'Breath rated 3 of 5: noticeable odour usually comes from plaque and early gum inflammation; ask for a dental check.',
    breathStrong: (score: number) =>
      `Breath rated ${score} of 5: strong odour often goes with tartar, gum disease or a bad tooth, which hurt even when pets keep eating; ask for a dental exam.`,
    medications: (list: string) => `Keep giving ${list} exactly as prescribed and bring the list to the visit.`,
    nsaid:
      'Vomiting, black stool or not eating while on an anti-inflammatory (NSAID) can mean stomach irritation: ask your vet before giving the next dose.',
    steroids: 'Steroids raise thirst and appetite; do not stop them suddenly without your vet.',
    allergies: (list: string) => `Known allergies (${list}): tell any vet before new food or medication.`,
    conditions: (list: string) => `Existing conditions (${list}) make new signs more important: mention them when you call.`,
    pyometra:
      'An unspayed female dog who is drinking more, lethargic or has discharge can have a uterine infection (pyometra): tell the vet she is not spayed.',
    nothing: 'Keep vaccines, parasite prevention and a yearly check-up on schedule.',
    photo: "A photo was included. PetLead's offline rules engine does not look at photos; your vet can review it with this note.",
  },
  /** The on-screen HTML results (routes/resultRoutes.ts). */
  result: {
    dentalTitle: (petName: string) => `Dental assessment for ${petName}`,
    qrTitle: (petName: string) => `Dental check for ${petName}`,
    breathRating: 'Breath rating',
    breathOf: (score: string) => `${score} of 5`,
    thanks: "Thank you! We'll be in touch soon. ",
    serviceRequested: (service: string) => `Service requested: ${service}`,
    lowCostTitle: (service: string, petName: string) => `Your ${service} request for ${petName}`,
  },
  /** The low-cost services' names: the widget's own words (src/text/en.ts), one catalogue. */
  services: widgetText.services,
  /** The service request's estimate (clinics/estimate.ts, clinics/estimateHtml.ts). */
  estimate: {
    petCat: 'a cat',
    petDogOver: (lbs: number) => `a dog over ${lbs} lbs`,
    petDogUpTo: (lbs: number) => `a dog of ${lbs} lbs or less`,
    summaryMiles: (miles: number) => ` (${miles} mi)`,
    summaryWillContact: ' (will contact you)',
    summaryNone:
      "No partner clinic or program in our network serves your ZIP code for this service yet. PetLead's team has your request and will reply by e-mail with the options we can find.",
    intro: (zip: string, service: string, pet: string): SafeHtml =>
      html`Partners near ZIP ${zip} that offer ${service}, nearest first, with each one's own estimate for ${pet}:`,
    milesAway: (miles: number) => `, ${miles} miles away`,
    willContact: '(will contact you)',
    price: (lo: number, hi: number) => `Estimated price: $${lo} - $${hi}`,
    phone: 'Phone: ',
    bookOnline: 'Book online',
    callerHas: (name: string) => `${name} has your request and will contact you soon. `,
    estimatesOnly: 'Estimates only; the clinic confirms the price after an exam.',
    none: (zip: string, service: string) =>
      `No partner clinic or program in the PetLead network serves ZIP ${zip} for ${service} yet, so we cannot show you a price.`,
    next: (email: string): SafeHtml =>
      html`What happens next: PetLead's team has your request and will e-mail you at ${email} with the options we can find near you.`,
  },
  /** The owner's manage page (/booking#token=...): plain strings only, read by its script from the page as data. */
  managePage: {
    title: 'Your visit',
    loading: 'Loading your visit…',
    noToken: 'This page opens from the link in your booking e-mail.',
    badLink: 'This link is not valid any more. If you moved the visit, use the link in the newest e-mail.',
    unreachable: 'The server could not be reached. Please try again.',
    what: 'What',
    for: 'for',
    when: 'When',
    where: 'Where',
    phone: 'Phone',
    status: 'Status',
    booked: 'Booked',
    cancelled: 'Cancelled',
    moveHeading: 'Move the visit',
    newTime: 'New time',
    move: 'Move',
    moved: 'Your visit is moved. We e-mailed you the new time; you can move it again here.',
    taken: 'That time was just taken. Please choose another.',
    moveFailed: 'The visit could not be moved. Please try again, or call the clinic.',
    cancelHeading: 'Cancel the visit',
    cancel: 'Cancel the visit',
    confirm: 'Cancel this visit? The time goes to someone else.',
    yesCancel: 'Yes, cancel it',
    keep: 'Keep my visit',
    done: 'Your visit is cancelled. We sent you a confirmation.',
    cancelFailed: 'The visit could not be cancelled. Please try again, or call the clinic.',
    footer: 'PetLead connects pet owners with clinics and programs; it does not itself offer veterinary services.',
  },
  /** The booking e-mails: confirmation (with the .ics and the manage link), move, cancellation, reminder. */
  bookingMail: {
    bookedSubject: (clinic: string, when: string) => `Your visit at ${clinic}: ${when}`,
    movedSubject: (clinic: string, when: string) => `Your visit at ${clinic} was moved: ${when}`,
    cancelledSubject: (clinic: string) => `Your visit at ${clinic} was cancelled`,
    reminderSubject: (clinic: string, when: string) => `Reminder: your visit at ${clinic} tomorrow, ${when}`,
    booked: (pet: string, what: string, clinic: string) => `${pet}'s visit (${what}) at ${clinic} is booked.`,
    moved: (pet: string, what: string, clinic: string) => `${pet}'s visit (${what}) at ${clinic} has a new time.`,
    cancelled: (pet: string, clinic: string) => `${pet}'s visit at ${clinic} was cancelled. The time is free for someone else.`,
    reminder: (pet: string, what: string, clinic: string) => `A reminder: ${pet}'s visit (${what}) at ${clinic} is tomorrow.`,
    /** The day-before text (where the owner agreed to texts): short, naming the sender, with the opt-out every text must carry. */
    reminderSms: (pet: string, clinic: string, when: string, phone: string) =>
      `PetLead: reminder, ${pet}'s visit at ${clinic} is tomorrow, ${when}. To change it, call ${phone} or use the link in your e-mail. Reply STOP to opt out.`,
    when: 'When',
    where: 'Where',
    phone: 'Phone',
    manage: 'To cancel or move the visit, open this link (keep it private: anyone with it can change the visit):',
    attached: 'The invitation is attached: open it to add the visit to your calendar.',
    /**
     * The visit's day and time as the owner reads it (`visitTime`), on the clinic's clock with its zone
     * named: an e-mail or a text is read wherever the owner happens to be.
     */
    at: (at: Date, zone: string) => visitTime(at, zone, 'en', true, ''),
  },
}

/** The shape every server catalogue has. */
export type ServerText = typeof en
