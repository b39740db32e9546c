/**
 * Vehicles and the words owners use for a vehicle touching a pet ("clipped by a pickup", "lo rozó
 * una camioneta"): every contact is trauma to be seen at once, since a pet that walks away may
 * bleed inside (sources.ts: hitByCar).
 */
export const VEHICLES_EN =
  'car|cars|truck|pickup|pick_up|suv|van|minivan|jeep|bus|tractor|mower|lawnmower|atv|quad|motorcycle|motorbike|bike|scooter|vehicle|taxi|cab|uber|lorry|golf_cart|forklift|semi|sedan|ute|wagon|mail_truck|school_bus'
export const CONTACT_EN =
  'hit|struck|clipped|bumped|tagged|knocked|clocked|sideswiped|nicked|smacked|whacked|rolled_over|backed_over|ran_over|run_over|runover|thrown|flung|hit_by|struck_by|clipped_by|bumped_by|knocked_by|tagged_by'
export const VEHICLES_ES =
  'carro|coche|auto|automovil|camion|camioneta|troca|pickup|moto|motocicleta|bici|bicicleta|taxi|autobus|bus|tractor|podadora|cuatrimoto|vehiculo|trailer|trailer_truck'
export const CONTACT_ES =
  'rozo|avento|golpeo|pego|tumbo|arrollo|atropello|aplasto|prenso|embistio|arrastro|lo_agarro|la_agarro|le_dio|le_pego|lo_golpeo|la_golpeo|lo_rozo|la_rozo|lo_tumbo|la_tumbo|lo_avento|la_avento|golpeado_por|golpeada_por|atropellado_por|atropellada_por'

/** Things a pet swallows that lodge in the gut (foreign body). */
export const OBJECTS_EN =
  'sock|socks|string|thread|yarn|ribbon|tinsel|battery|batteries|magnet|magnets|corn_cob|cob|corncob|needle|fish_hook|fishhook|hair_tie|rubber_band|underwear|toy|ball|rock|stone|kebab|skewer|glove|tampon|diaper|coin|earring|ring|rope|tennis_ball|squeaker|peach_pit'
export const OBJECTS_ES =
  'calcetin|calcetines|hilo|estambre|cordon|liston|pila|pilas|pilita|bateria|iman|imanes|olote|elote|aguja|anzuelo|liga|juguete|pelota|piedra|pincho|calzon|moneda|arete|anillo|cuerda|hueso_de_durazno'

/** A counted breathing rate over 40 a minute ("like 60+ a minute", "50 respiraciones por minuto"). */
export const FAST_COUNT = Array.from({ length: 111 }, (_, i) => String(41 + i)).join('|')
