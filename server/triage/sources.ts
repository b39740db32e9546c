/**
 * The public pages each rule follows, by key. Every rule and every toxin names one; the README
 * and docs/triage.md list them. Pages were read for what they say an owner should do, not copied.
 */
export const SOURCES = {
  fdaNsaids: {
    title:
      'U.S. FDA, "Get the Facts about Pain Relievers for Pets" (NSAIDs: stop and call the vet on vomiting, diarrhea, black stool, not eating)',
    url: 'https://www.fda.gov/animal-veterinary/animal-health-literacy/get-facts-about-pain-relievers-pets',
  },
  avmaDental: {
    title: 'AVMA, "Pet dental care" (bad breath is a sign of dental disease for a veterinarian to examine)',
    url: 'https://www.avma.org/resources-tools/pet-owners/petcare/pet-dental-care',
  },
  emergencyList: {
    title: 'Houston Pet Talk, "When is it a pet emergency?" (emergency hospital list)',
    url: 'https://www.houstonpettalk.com/pet-care/when-is-it-a-pet-emergency/',
  },
  emergencyCare: { title: 'Animal Emergency Care, "Is it an emergency?"', url: 'https://www.animalemergencycare.net/is-it-an-emergency/' },
  brekke: {
    title: 'Brekke Veterinary Clinic, "What is a pet emergency?" (emergent vs urgent)',
    url: 'https://brekkevet.com/what-is-a-pet-emergency.html',
  },
  peakPaws: { title: 'Peak Paws Veterinary Hospital, signs of a veterinary emergency', url: 'https://peakpawsvet.com/?p=170' },
  uptown: {
    title: 'Uptown Veterinarians, when to visit an emergency veterinary hospital',
    url: 'https://uptownvet.com/when-to-visit-an-emergency-veterinary-hospital/',
  },
  gdv: {
    title: 'University of Florida Small Animal Hospital, Bloat or gastric dilatation-volvulus (GDV)',
    url: 'https://smallanimal.vethospital.ufl.edu/clinical-services/emergency-critical-care/common-veterinary-emergencies/bloat-or-gastric-dilatation-volvulus-gdv/',
  },
  blockedCat: {
    title: 'Veterinary Center of Hudson, "Blocked or not blocked?" (urethral obstruction in male cats)',
    url: 'https://vetcenterofhudson.com/blocked-or-not-blocked-that-is-the-question/',
  },
  catBreathing: {
    title: 'South Kelowna Veterinary Hospital, Cat breathing with mouth open (emergency)',
    url: 'https://www.skvh.ca/condition/cat-open-mouth-breathing',
  },
  saddleThrombus: {
    title: 'Vetstreet, "Cat can\'t use its back legs? It\'s a medical emergency" (saddle thrombus)',
    url: 'https://www.vetstreet.com/our-pet-experts/cat-cant-use-its-back-legs-its-a-medical-emergency',
  },
  seizures: {
    title: 'Vetbook, Status epilepticus (seizures over 5 minutes; clusters)',
    url: 'http://www.vetbook.org/wiki/dog/index.php/Status_epilepticus',
  },
  dystocia: {
    title: 'PetMD, Birth difficulties in dogs (dystocia)',
    url: 'https://www.petmd.com/dog/conditions/reproductive/c_dg_dystocia',
  },
  parvo: { title: 'City of Boston Animal Care, Parvo virus', url: 'http://www.cityofboston.gov/animals/care/parvo.asp' },
  aspcaFoods: {
    title: 'ASPCA Animal Poison Control, People foods to avoid feeding your pets (as republished)',
    url: 'https://www.nationalhumanesociety.org/foods-to-avoid',
  },
  xylitol: {
    title: 'U.S. FDA, "Paws off! Xylitol is toxic to dogs"',
    url: 'https://www.fda.gov/animal-veterinary/animal-health-literacy/paws-xylitol-toxic-dogs',
  },
  acetaminophen: { title: 'Pet Poison Helpline, Acetaminophen', url: 'https://www.petpoisonhelpline.com/poison/acetaminophen/' },
  nsaids: {
    title: 'Ripon Veterinary Hospital, Non-steroidal anti-inflammatory toxicity (ibuprofen, aspirin, acetaminophen)',
    url: 'https://riponvet.com/non-steroidal-anti-inflammatory-toxicity/',
  },
  painRelievers: {
    title: 'Cornell University Veterinary Specialists, Human pain relievers are toxic to dogs and cats',
    url: 'https://www.cuvs.org/blog/archive/201102',
  },
  permethrin: {
    title: 'Scholl Animal Hospital, Permethrin toxicity in cats',
    url: 'https://www.schollanimalhosp.com/2015/04/permethrin-toxicity-in-cats/',
  },
  lilies: { title: 'Poison Control (poison.org), Easter lily and cats', url: 'https://www.poison.org/tips/easter-lily' },
  sago: {
    title: "Clinician's Brief (ASPCA APCC data), Sago palm toxicosis in dogs",
    url: 'http://cliniciansbrief.com/article/sago-palm-toxicosis-dogs',
  },
  plants: {
    title: 'New Brunswick VMA, Toxins and poisons (ASPCA toxic plant list, permethrin)',
    url: 'https://nbvma-amvnb.ca/toxins-and-poisons',
  },
  pyometraHeat: {
    title: 'Fortitude Valley Vet, Pyometra in dogs (2-10 weeks after heat: lethargy, poor appetite, vomiting, drinking, discharge)',
    url: 'http://www.fortitudevalleyvet.com.au/2016/07/new-farm-vet-dog-pyometra.html',
  },
  biteChest: {
    title: 'Long Beach Animal Hospital (Dr. Palazzolo), Dog bites: chest and abdomen trauma, big dog shaking a small one',
    url: 'https://lbpost.com/hi-lo/pets/the-vet-is-in-dog-bites-part-1-consequences',
  },
  catDistressPosture: {
    title:
      'WSAVA 2018 Congress proceedings, feline respiratory distress (orthopnoea: extended neck, abducted elbows; open-mouth breathing)',
    url: 'https://wsava2018.net/files/basic-html/page580.html',
  },
  hitByCar: {
    title: 'Animal Specialty Group (P. McMahon, DACVECC), "If your pet is hit by a car, don\'t let their resilience fool you"',
    url: 'https://asgvets.com/if-your-pet-is-hit-by-a-car-dont-let-their-resilience-fool-you/',
  },
  sagoEs: {
    title: 'Dogalize, "Palmera Sagú: planta tóxica para tu perro" (semillas, cicasina)',
    url: 'https://www.dogalize.com/es/2017/12/palmera-sagu-planta-toxica-para-tu-perro/',
  },
  detergentPods: {
    title: 'ASPCA Animal Poison Control Alert, "Keep laundry detergent pods away from pets" (call even without signs)',
    url: 'https://www.aspca.org/news/animal-poison-control-alert-keep-laundry-detergent-pods-away-pets',
  },
  sleepingBreathing: {
    title:
      'Rocky Mountain Veterinary Cardiology, Sleeping respiratory rate (over 40 breaths a minute at rest is abnormal; with effort or cough, go now)',
    url: 'http://rmvccolorado.com/sleeping-respiratory-rate/',
  },
  linearForeignBody: {
    title: 'Atlantic Cat Hospital, Foreign body (ribbon, string, tinsel: do not wait for vomiting)',
    url: 'http://www.atlanticcathospital.com/information-for-owners/foreign-body',
  },
  notConstipated: {
    title: 'Animal Care Centers, "Get help quickly if your male cat is straining in the litterbox" (do not assume constipation)',
    url: 'https://animalcarectrs.com/get-help-quickly-if-your-male-cat-is-straining-in-the-litterbox/',
  },
  whatIsAnEmergency: {
    title:
      'Nashville Veterinary Specialists, "What is a pet emergency?" (repeated vomiting, broken bones, loss of balance, penetrating wounds)',
    url: 'http://www.nashvillevetspecialists.com/emergency/what-is-a-pet-emergency/',
  },
  traumaList: {
    title: 'Pacific Care Pet Emergency, emergency signs (broken bones, burns, cuts, electric shock)',
    url: 'https://pacificcarevets.com/services/emergency/',
  },
  eclampsia: {
    title: 'De Anza Veterinary Clinic, Eclampsia (milk fever) in nursing dams: tremors and seizures, an emergency',
    url: 'https://www.deanzavet.com/blog-pet-library/2013/08/eclampsia-milk-fever-milk-fever-puerperal-tetany/',
  },
  smallAnimalEmergency: {
    title:
      'University of Missouri Veterinary Health Center, Recognizing a medical emergency in small animals (excessive vomiting, bleeding that will not stop, young animals not eating)',
    url: 'https://vhc.missouri.edu/veterinary-health-center-kansas-city/recognizing-a-medical-emergency-in-small-animals/',
  },
  batteries: {
    title: 'Fairmont Animal Hospital, Battery ingestion in pets (a chewed remote with a battery missing: seek care at once)',
    url: 'https://fairmontvet.com/resources/blog/january-2018/battery-ingestion-in-pets',
  },
} as const

/** A source's key. */
export type SourceId = keyof typeof SOURCES
