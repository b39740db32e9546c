/**
 * Reference data served by the lookup calls (breeds, medicines, conditions, allergies, the issues a clinic form offers), seeded by a migration.
 * Dog breeds: the common AKC-recognised breeds plus mixed-breed entries by size, because most
 * shelter dogs are mixes and an owner must be able to answer honestly.
 */
export const dogBreeds: readonly string[] = [
  'Mixed Breed (Small)', 'Mixed Breed (Medium)', 'Mixed Breed (Large)', 'Mixed Breed (Giant)', 'Unknown',
  'Affenpinscher', 'Afghan Hound', 'Airedale Terrier', 'Akita', 'Alaskan Malamute', 'American English Coonhound',
  'American Eskimo Dog', 'American Foxhound', 'American Hairless Terrier', 'American Staffordshire Terrier',
  'American Water Spaniel', 'Anatolian Shepherd Dog', 'Australian Cattle Dog', 'Australian Shepherd',
  'Australian Terrier', 'Basenji', 'Basset Hound', 'Beagle', 'Bearded Collie', 'Beauceron', 'Bedlington Terrier',
  'Belgian Malinois', 'Belgian Sheepdog', 'Belgian Tervuren', 'Bernese Mountain Dog', 'Bichon Frise',
  'Black and Tan Coonhound', 'Black Russian Terrier', 'Bloodhound', 'Bluetick Coonhound', 'Border Collie',
  'Border Terrier', 'Borzoi', 'Boston Terrier', 'Bouvier des Flandres', 'Boxer', 'Boykin Spaniel', 'Briard',
  'Brittany', 'Brussels Griffon', 'Bull Terrier', 'Bulldog', 'Bullmastiff', 'Cairn Terrier', 'Cane Corso',
  'Cardigan Welsh Corgi', 'Cavalier King Charles Spaniel', 'Chesapeake Bay Retriever', 'Chihuahua',
  'Chinese Crested', 'Chinese Shar-Pei', 'Chow Chow', 'Clumber Spaniel', 'Cocker Spaniel', 'Collie',
  'Curly-Coated Retriever', 'Dachshund', 'Dalmatian', 'Dandie Dinmont Terrier', 'Doberman Pinscher',
  'Dogue de Bordeaux', 'English Cocker Spaniel', 'English Foxhound', 'English Setter', 'English Springer Spaniel',
  'English Toy Spaniel', 'Entlebucher Mountain Dog', 'Field Spaniel', 'Finnish Lapphund', 'Finnish Spitz',
  'Flat-Coated Retriever', 'French Bulldog', 'German Pinscher', 'German Shepherd Dog', 'German Shorthaired Pointer',
  'German Wirehaired Pointer', 'Giant Schnauzer', 'Glen of Imaal Terrier', 'Golden Retriever', 'Gordon Setter',
  'Great Dane', 'Great Pyrenees', 'Greater Swiss Mountain Dog', 'Greyhound', 'Harrier', 'Havanese', 'Ibizan Hound',
  'Icelandic Sheepdog', 'Irish Red and White Setter', 'Irish Setter', 'Irish Terrier', 'Irish Water Spaniel',
  'Irish Wolfhound', 'Italian Greyhound', 'Japanese Chin', 'Keeshond', 'Kerry Blue Terrier', 'Komondor', 'Kuvasz',
  'Labrador Retriever', 'Lakeland Terrier', 'Leonberger', 'Lhasa Apso', 'Lowchen', 'Maltese', 'Manchester Terrier',
  'Mastiff', 'Miniature American Shepherd', 'Miniature Bull Terrier', 'Miniature Pinscher', 'Miniature Schnauzer',
  'Neapolitan Mastiff', 'Newfoundland', 'Norfolk Terrier', 'Norwegian Buhund', 'Norwegian Elkhound',
  'Norwegian Lundehund', 'Norwich Terrier', 'Nova Scotia Duck Tolling Retriever', 'Old English Sheepdog',
  'Otterhound', 'Papillon', 'Parson Russell Terrier', 'Pekingese', 'Pembroke Welsh Corgi', 'Petit Basset Griffon Vendeen',
  'Pharaoh Hound', 'Plott Hound', 'Pointer', 'Polish Lowland Sheepdog', 'Pomeranian', 'Poodle (Toy)',
  'Poodle (Miniature)', 'Poodle (Standard)', 'Portuguese Water Dog', 'Pug', 'Puli', 'Pyrenean Shepherd',
  'Rat Terrier', 'Redbone Coonhound', 'Rhodesian Ridgeback', 'Rottweiler', 'Russell Terrier', 'Saint Bernard',
  'Saluki', 'Samoyed', 'Schipperke', 'Scottish Deerhound', 'Scottish Terrier', 'Sealyham Terrier', 'Shetland Sheepdog',
  'Shiba Inu', 'Shih Tzu', 'Siberian Husky', 'Silky Terrier', 'Skye Terrier', 'Smooth Fox Terrier',
  'Soft Coated Wheaten Terrier', 'Spinone Italiano', 'Staffordshire Bull Terrier', 'Standard Schnauzer',
  'Sussex Spaniel', 'Swedish Vallhund', 'Tibetan Mastiff', 'Tibetan Spaniel', 'Tibetan Terrier', 'Toy Fox Terrier',
  'Treeing Walker Coonhound', 'Vizsla', 'Weimaraner', 'Welsh Springer Spaniel', 'Welsh Terrier',
  'West Highland White Terrier', 'Whippet', 'Wire Fox Terrier', 'Wirehaired Pointing Griffon', 'Xoloitzcuintli',
  'Yorkshire Terrier', 'American Pit Bull Terrier', 'Goldendoodle', 'Labradoodle', 'Cockapoo', 'Maltipoo',
]

export const catBreeds: readonly string[] = [
  'Domestic Shorthair', 'Domestic Mediumhair', 'Domestic Longhair', 'Mixed Breed', 'Unknown',
  'Abyssinian', 'American Bobtail', 'American Curl', 'American Shorthair', 'American Wirehair', 'Balinese',
  'Bengal', 'Birman', 'Bombay', 'British Longhair', 'British Shorthair', 'Burmese', 'Burmilla', 'Chartreux',
  'Colorpoint Shorthair', 'Cornish Rex', 'Devon Rex', 'Egyptian Mau', 'European Burmese', 'Exotic Shorthair',
  'Havana Brown', 'Himalayan', 'Japanese Bobtail', 'Khao Manee', 'Korat', 'LaPerm', 'Lykoi', 'Maine Coon', 'Manx',
  'Norwegian Forest Cat', 'Ocicat', 'Oriental Longhair', 'Oriental Shorthair', 'Persian', 'Ragamuffin', 'Ragdoll',
  'Russian Blue', 'Savannah', 'Scottish Fold', 'Selkirk Rex', 'Siamese', 'Siberian', 'Singapura', 'Snowshoe',
  'Somali', 'Sphynx', 'Tonkinese', 'Toyger', 'Turkish Angora', 'Turkish Van',
]

export const medicines: readonly string[] = [
  'Amoxicillin', 'Amoxicillin-Clavulanate (Clavamox)', 'Apoquel (Oclacitinib)', 'Atenolol', 'Benazepril',
  'Bravecto (Fluralaner)', 'Buprenorphine', 'Carprofen (Rimadyl)', 'Cephalexin', 'Cerenia (Maropitant)',
  'Cetirizine', 'Clindamycin', 'Cytopoint (Lokivetmab)', 'Deracoxib (Deramaxx)', 'Diphenhydramine', 'Doxycycline',
  'Enalapril', 'Enrofloxacin (Baytril)', 'Famotidine', 'Fenbendazole (Panacur)', 'Fluoxetine', 'Furosemide',
  'Gabapentin', 'Galliprant (Grapiprant)', 'Heartgard (Ivermectin/Pyrantel)', 'Insulin', 'Levothyroxine',
  'Meloxicam (Metacam)', 'Methimazole', 'Metronidazole', 'NexGard (Afoxolaner)', 'Omeprazole', 'Phenobarbital',
  'Pimobendan (Vetmedin)', 'Potassium Bromide', 'Prednisone / Prednisolone', 'Proin (Phenylpropanolamine)',
  'Revolution (Selamectin)', 'Simparica (Sarolaner)', 'Sucralfate', 'Tramadol', 'Trazodone', 'Ursodiol',
  'Fish Oil (Omega-3)', 'Glucosamine / Chondroitin', 'Probiotic',
]

export const conditions: readonly string[] = [
  'Addison\'s Disease', 'Allergic Dermatitis', 'Anxiety', 'Arthritis / Osteoarthritis', 'Asthma (Feline)',
  'Bladder Stones', 'Cancer', 'Cataracts', 'Chronic Kidney Disease', 'Collapsing Trachea', 'Congestive Heart Failure',
  'Cruciate Ligament Injury', 'Cushing\'s Disease', 'Dental Disease', 'Diabetes Mellitus', 'Dry Eye (KCS)',
  'Ear Infections (Recurring)', 'Epilepsy / Seizures', 'FIV', 'FeLV', 'Gastroenteritis', 'Glaucoma',
  'Heart Murmur', 'Heartworm Disease', 'Hip Dysplasia', 'Hyperthyroidism', 'Hypothyroidism',
  'Inflammatory Bowel Disease', 'Intervertebral Disc Disease', 'Liver Disease', 'Luxating Patella', 'Obesity',
  'Pancreatitis', 'Skin Infections (Pyoderma)', 'Urinary Tract Infection', 'Vestibular Disease',
  'Megaesophagus', 'Brachycephalic Airway Syndrome', 'Hot Spots', 'Food Sensitivity',
]

export const allergies: readonly string[] = [
  'Beef', 'Chicken', 'Dairy', 'Egg', 'Fish', 'Lamb', 'Pork', 'Soy', 'Wheat', 'Corn', 'Rice',
  'Fleas (Flea Allergy Dermatitis)', 'Dust Mites', 'Pollen (Grass)', 'Pollen (Trees)', 'Pollen (Weeds)', 'Mold',
  'Penicillin', 'Sulfa Drugs', 'NSAIDs', 'Vaccines', 'Bee / Insect Stings', 'Latex', 'Cleaning Products',
  'Shampoos / Fragrances', 'Plastic Food Bowls',
]

/** The issues an owner can pick in the clinic forms: the value sent is the description. */
export const prevInfo: readonly { title: string; description: string }[] = [
  { title: 'Skin & Coat', description: 'skin problems, itching or hair loss' },
  { title: 'Ears', description: 'ear problems, scratching ears or head shaking' },
  { title: 'Eyes', description: 'eye problems, redness, discharge or squinting' },
  { title: 'Teeth & Mouth', description: 'dental problems, bad breath or trouble eating' },
  { title: 'Stomach & Digestion', description: 'vomiting, diarrhea or loss of appetite' },
  { title: 'Mobility', description: 'limping, stiffness or trouble getting up' },
  { title: 'Breathing', description: 'coughing, sneezing or breathing difficulties' },
  { title: 'Urinary', description: 'peeing more often, accidents or straining to pee' },
  { title: 'Behavior', description: 'behavior changes, anxiety or aggression' },
  { title: 'Weight', description: 'weight gain or weight loss' },
  { title: 'Lumps & Bumps', description: 'a lump, bump or swelling' },
  { title: 'Energy', description: 'low energy, lethargy or sleeping more than usual' },
  { title: 'Wellness', description: 'a general wellness check and preventive care' },
]
