import { fuzzCalls } from '../testing/fuzzCalls'
import { validContact, validDental, validLowCost, validPet } from '../testing/payloads'

fuzzCalls([
  ['/api/pet', 'POST', validPet(), 2], // the submission and its job
  ['/api/pet/dentipet_pet', 'POST', validDental(), 2],
  ['/api/pet/check_dental_ai', 'POST', validDental(), 2],
  ['/api/form_low_cost', 'POST', validLowCost(), 2],
  ['/api/contact', 'POST', validContact(), 2],
])
