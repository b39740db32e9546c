import { html, type SafeHtml } from '../html/html'
import type { ServerText } from './en'
import { es as widgetText } from '../../src/text/es'
import { visitTime } from '../../src/text/visitTime'

/**
 * Every text the server writes to an owner, in Spanish (see en.ts for where each is used).
 *
 * Natural US Spanish for pet owners, addressed as "usted". Glossary, shared with the widget's
 * catalogue (src/text/es.ts): pet = mascota, dog = perro, cat = gato, breed = raza,
 * neutered/spayed = castrado/esterilizado, assessment = evaluación, appointment = cita,
 * vet/veterinarian = veterinario, clinic = clínica, ZIP code = código postal, e-mail = correo
 * electrónico, lbs = libras, urgency = urgencia, red flag sign = señal.
 * Reviewed in two readings: a translation pass, then every string read again against its English
 * (meaning, numbers, time frames, placeholders, "usted").
 */
/** A service's name inside a sentence: Spanish does not capitalise it there ('ofrecen vacunación'). */
function lowerFirst(s: string): string {
  return s.charAt(0).toLocaleLowerCase('es') + s.slice(1)
}

const callHospital: ServerText['emergency']['callHospital'] = (h, closed) =>
  `${closed ? `${closed} está cerrada ahora, así que ` : ''}llame ahora a ${h.name}, un hospital de emergencias abierto las 24 horas a ${h.miles === 1 ? '1 milla' : `${h.miles} millas`} de usted, en ${h.city}, al ${h.phone}`

export const es: ServerText = {
  htmlLang: 'es',
  mailFooter:
    'PetLead pone en contacto a dueños de mascotas con clínicas y programas; PetLead no ofrece servicios veterinarios directamente.',
  assessmentMail: {
    subject: (petName) => `Su evaluación de PetLead para ${petName}`,
    intro: (clinicName) => `Gracias por usar la evaluación gratuita de ${clinicName}.`,
    introNoClinic: 'Gracias por usar la evaluación gratuita de PetLead.',
    estimateSubject: (petName) => `Su presupuesto de PetLead para ${petName}`,
    estimateIntro: (clinicName) => `Gracias por su solicitud de servicio. Este es el presupuesto de ${clinicName}.`,
    estimateIntroNoClinic: 'Gracias por su solicitud de servicio. Este es su presupuesto.',
    contactHeading: (clinicName) => `Para reservar una visita, comuníquese con ${clinicName}`,
    phone: 'Teléfono',
    address: 'Dirección',
    booking: 'Reservar en línea',
  },
  recoveryMail: {
    subject: 'Su código de verificación de PetLead',
    text: (code) =>
      `Su código de verificación es ${code}. Es válido por 10 minutos y se puede usar una sola vez.\nSi usted no pidió restablecer su contraseña, ignore este correo electrónico.`,
    codeIs: 'Su código de verificación es',
    validity:
      'Es válido por 10 minutos y se puede usar una sola vez. Si usted no pidió restablecer su contraseña, ignore este correo electrónico.',
  },
  passwordChangedMail: {
    subject: 'Se cambió su contraseña de PetLead',
    text: (when) =>
      `Su contraseña se cambió el ${when}. Si no fue usted, restablézcala de nuevo ahora y comuníquese con el equipo de soporte.`,
    when: (at) => at.toLocaleString('es-US', { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' }) + ' (UTC)',
  },
  reroutedMail: {
    subject: (petName) => `Una nueva clínica le llamará sobre ${petName}`,
    text: (petName, clinicName, phone) =>
      `${clinicName} tiene ahora su solicitud sobre ${petName} y le llamará en breve. Si prefiere llamar usted, su número es ${phone}. La clínica que eligió primero aún no había respondido, así que pasamos su solicitud a una clínica asociada que está abierta ahora.`,
  },
  emergency: {
    title: 'Posible emergencia',
    callClinic: (name, phone) => `llame ahora a ${name} al ${phone}`,
    theClinic: 'la clínica',
    callNearest: 'llame ahora a la clínica veterinaria de emergencia más cercana',
    callHospital,
    poison: (line) => ` Si cree que se trata de un envenenamiento, también puede llamar a ${line}.`,
    text: (signs, call, poison) =>
      `Lo que usted describe (${signs}) puede ser una emergencia. No espere: ${call}, o vaya a la clínica de emergencia más cercana.${poison}`,
  },
  acknowledgement: {
    subject: (clinicName) => `Recibimos su solicitud: ${clinicName} se comunicará con usted`,
    subjectQueue: 'Recibimos su solicitud',
    subjectEmergency: (name, phone) => `Posible emergencia: llame ahora a ${name} al ${phone}`,
    subjectEmergencyNoPhone: 'Posible emergencia: llame ahora a la clínica veterinaria de emergencia más cercana',
    queueName: 'El equipo de PetLead',
    queueWhen: 'El equipo de PetLead tiene su solicitud y buscará una clínica cerca de usted que se comunique con usted.',
    withinMinutes: (name, minutes) => `${name} le llamará en menos de ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
    whenOpens: (name, time, day) => `${name} está cerrada ahora y le llamará cuando abra, ${day} a las ${time}.`,
    closedFor: (reason) => ` (Cerrada hoy: ${reason}.)`,
    asSoonAsItCan: (name) => `${name} tiene su solicitud y le llamará lo antes posible.`,
    mayBeEmergency: (signs) =>
      signs ? `Lo que usted describe (${signs}) puede ser una emergencia.` : 'Lo que usted describe puede ser una emergencia.',
    emergency: (name, phone) => `No espere una llamada: llame ahora a ${name} al ${phone}, o vaya a la clínica de emergencia más cercana.`,
    emergencyNoPhone: 'No espere una llamada: llame ahora a la clínica veterinaria de emergencia más cercana.',
    emergencyHospital: (h, closed) => `No espere una llamada: ${callHospital(h, closed)}.`,
    today: 'hoy',
    tomorrow: 'mañana',
    onWeekday: (weekday) => `el ${weekday}`,
    onDate: (date) => `el ${date}`,
    locale: 'es-US',
    hourCycle: 'h23',
    thanks: (petName) => `Gracias por su solicitud sobre ${petName}.`,
    phone: 'Teléfono',
    sms: (when, phone) =>
      `PetLead: recibimos su solicitud. ${when}${phone ? ` Teléfono: ${phone}.` : ''} Responda PARAR para no recibir más mensajes.`,
    smsEmergency: (when) => `PetLead: ${when} Recibimos su solicitud. Responda PARAR para no recibir más mensajes.`,

    smsNumberRefused: (countries) =>
      `Solo podemos enviar mensajes de texto a números móviles de ${countries}. Indique otro número o desmarque la casilla para recibir novedades solo por correo electrónico.`,
  },
  flags: {
    breathing: {
      sign: 'dificultad para respirar',
      advice: 'La dificultad para respirar siempre es una emergencia: llame ahora a un veterinario o a una clínica de emergencia.',
    },
    seizure: {
      sign: 'convulsión o desmayo',
      advice:
        'Las convulsiones o los desmayos necesitan atención veterinaria hoy mismo, y de inmediato si duran más de 5 minutos o se repiten.',
    },
    poisoning: {
      sign: 'posible envenenamiento',
      advice:
        'Posible envenenamiento: llame ahora a un veterinario o a la línea de ASPCA Animal Poison Control (888-426-4435), antes de que aparezcan síntomas.',
    },
    bleeding: {
      sign: 'sangrado',
      advice: 'Un sangrado que no se detiene, o sangre en el vómito o las heces, necesita atención veterinaria hoy mismo.',
    },
    bloat: {
      sign: 'abdomen hinchado o arcadas sin vómito',
      advice: 'Un abdomen hinchado con arcadas puede poner en peligro la vida de un perro: vaya ahora a un veterinario.',
    },
    urine: {
      sign: 'esfuerzo para orinar o incapacidad para orinar',
      advice: 'Una mascota (sobre todo un gato macho) que hace fuerza sin lograr orinar necesita atención veterinaria hoy mismo.',
    },
    injury: {
      sign: 'lesión',
      advice:
        'Después de una caída o un accidente puede haber lesiones internas que no se ven: pida que un veterinario revise hoy a su mascota.',
    },
    paleGums: {
      sign: 'encías pálidas o sobrecalentamiento',
      advice: 'Las encías pálidas o el sobrecalentamiento necesitan atención veterinaria ahora.',
    },
    nsaid: {
      sign: 'malestar de estómago con un antiinflamatorio',
      advice:
        'Suspenda el antiinflamatorio y llame al veterinario ahora: vómito, diarrea, heces negras o no querer comer con él pueden ser una úlcera de estómago.',
    },
    breath: {
      sign: 'mal aliento fuerte',
      advice: 'El mal aliento fuerte suele indicar enfermedad de las encías o una infección en la boca: pida una revisión dental.',
    },
    vomiting: {
      sign: 'vómito o diarrea',
      advice:
        'Ofrézcale agua; si dura más de 24 horas, se repite, o su mascota deja de comer o de beber, llévela al veterinario ese mismo día.',
    },
    notEating: {
      sign: 'falta de apetito',
      advice: 'Un gato que no come nada por más de 24 horas, o un perro por más de 48, debe ver a un veterinario.',
    },
    limping: {
      sign: 'cojera o rigidez',
      advice:
        'Reposo y paseos cortos con correa; consulte a un veterinario si la cojera dura más de 2 o 3 días o si su mascota no apoya la pata.',
    },
    lump: {
      sign: 'un bulto o hinchazón',
      advice:
        'Anote el tamaño (una moneda al lado en una foto sirve de referencia) y pida una cita; si un bulto crece o mide más que un chícharo por más de un mes, un veterinario debe tomarle una muestra.',
    },
    cough: {
      sign: 'tos o estornudos',
      advice: 'Cuente las respiraciones en reposo (menos de 30 por minuto es normal); pida una cita si dura más de unos días.',
    },
    lowEnergy: {
      sign: 'poca energía',
      advice:
        'La falta de energía junto con cualquier otra señal (no come, vomita, encías pálidas) debe revisarla un veterinario dentro de un día.',
    },
    skin: {
      sign: 'cambios en la piel o el pelaje',
      advice:
        'Revise si tiene pulgas, evite que su mascota se lama las zonas en carne viva y pida una cita si se extiende, huele mal o sangra.',
    },
    ear: {
      sign: 'molestias en los oídos',
      advice: 'No introduzca nada en lo profundo del oído; el enrojecimiento, el mal olor o la secreción ameritan una cita esta semana.',
    },
    eye: {
      sign: 'problemas en los ojos',
      advice: 'Los ojos pueden empeorar rápido: si entrecierra un ojo o lo tiene nublado, debe revisarse en uno o dos días.',
    },
    teeth: {
      sign: 'problemas de boca o dientes',
      advice:
        'Busque una línea roja en las encías, sarro café o dientes flojos, y fíjese si se le cae la comida; un examen dental lo aclara.',
    },
    thirst: {
      sign: 'bebe u orina más',
      advice:
        'Más sed y más orina pueden indicar varias afecciones tratables; vale la pena pedir una cita esta semana y llevar una muestra de orina.',
    },
    weight: {
      sign: 'cambio de peso',
      advice: 'Pese a su mascota cada dos semanas; una pérdida sin explicación de más del 10% amerita una cita.',
    },
    behaviour: {
      sign: 'cambio de comportamiento',
      advice: 'Los cambios repentinos de comportamiento pueden deberse al dolor; un chequeo lo descarta.',
    },
    paralysis: {
      sign: 'parálisis o arrastra las patas traseras',
      advice:
        'La debilidad o parálisis repentina de las patas (en un gato, a menudo con llanto y patas traseras frías) es una emergencia: vaya ahora a un veterinario.',
    },
    labour: {
      sign: 'dificultad en el parto',
      advice:
        'Si puja con fuerza 30 minutos sin que salga un cachorro o gatito, o pasan más de 2 horas entre uno y otro, necesita un veterinario ahora.',
    },
    allergic: {
      sign: 'cara hinchada o reacción alérgica',
      advice:
        'La cara hinchada, las ronchas o una picadura con cualquier dificultad para respirar pueden cerrar la vía respiratoria: vaya ahora a un veterinario.',
    },
    foreignBody: {
      sign: 'objeto tragado',
      advice:
        'Calcetines, hilos, pilas, imanes y huesos pueden obstruir o quemar el intestino: llame ahora a un veterinario; no jale un hilo ni provoque el vómito.',
    },
    pyometra: {
      sign: 'posible infección del útero',
      advice:
        'Una hembra sin esterilizar con flujo, sed, vómito o decaimiento puede tener una infección del útero (piometra), que es una emergencia.',
    },
    eyeInjury: {
      sign: 'lesión del ojo u ojo fuera de su lugar',
      advice: 'Mantenga el ojo húmedo con un paño mojado, evite que se lo frote y vaya ahora a un veterinario.',
    },
    snakeBite: {
      sign: 'mordida de serpiente o sapo',
      advice: 'Mantenga quieta a su mascota y vaya ahora a un veterinario; no corte, no succione ni ponga hielo en la mordida.',
    },
    secondReader: {
      sign: 'palabras que una segunda lectura encuentra urgentes',
      advice: 'Una segunda lectura de sus palabras las encontró más urgentes que las reglas: llame a la clínica y describa lo que ve.',
    },
  },
  triageWatch: {
    gi: {
      watchFor: ['Cuántas veces vomita o tiene diarrea, y si retiene el agua.'],
      callNow: [
        'sangre en el vómito o en las heces, o heces negras',
        'el abdomen hinchado o arcadas sin que salga nada',
        'no retiene el agua o vomita más de 3 veces en un día',
        'está débil, se esconde o no se levanta',
      ],
    },
    youngDogGi: {
      watchFor: [
        'Un cachorro sin todas sus vacunas puede contagiarse de parvovirus: vigile hoy de cerca su energía, lo que bebe y sus heces.',
      ],
      callNow: ['diarrea con sangre o con muy mal olor', 'vomita más de una vez', 'está decaído, somnoliento o rechaza comida o agua'],
    },
    youngCatGi: {
      watchFor: ['Un gatito se deshidrata rápido: vigile hoy de cerca su energía, lo que bebe y sus heces.'],
      callNow: ['vomita más de una vez o tiene diarrea con sangre', 'está decaído, frío o no come por más de 12 horas'],
    },
    catNotEating: {
      watchFor: ['Un gato que no come nada durante un día corre riesgo de problemas del hígado: anote cuándo comió por última vez.'],
      callNow: ['lleva 24 horas sin comer nada', 'vomita, se esconde o hace fuerza en el arenero'],
    },
    ingestion: {
      watchFor: ['Averigüe qué comió si puede y guarde el empaque.'],
      callNow: ['vómito, babeo, temblores o abdomen hinchado', 'pudo haber comido medicinas, un veneno, hilo, un calcetín o una pila'],
    },
    lethargy: {
      watchFor: ['Anote cuántas veces respira por minuto en reposo, el color de las encías y si come y bebe.'],
      callNow: ['encías pálidas, blancas o azuladas', 'respira rápido o con esfuerzo en reposo', 'se desmaya o no puede pararse'],
    },
    unread: {
      watchFor: ['No pudimos leer su mensaje automáticamente, así que la clínica lo revisará en persona hoy.'],
      callNow: [
        'respira rápido, con ruido o con esfuerzo, o tiene las encías pálidas, blancas o azuladas',
        'se desmaya, tiene una convulsión o no puede pararse',
        'pudo haber comido algo venenoso',
        'sangra y no para, o tiene la panza hinchada',
      ],
    },
  },
  watchBox: { title: 'Qué vigilar', callNow: 'Llame ahora a la clínica si:' },
  assessmentBy: {
    offline:
      'No se usó ningún modelo de IA: el motor de reglas sin conexión de PetLead escribió esta nota a partir de los datos que usted ingresó. Es una orientación inicial (triaje), no un consejo médico profesional, y no reemplaza el examen de un veterinario.',
    model: (engine) =>
      `Un modelo de IA (${engine}) escribió esta nota a partir de los datos que usted ingresó. Es una orientación inicial (triaje), no un consejo médico profesional, y no reemplaza el examen de un veterinario.`,
  },
  offline: {
    defaultPetName: 'su mascota',
    title: (name) => `Evaluación para ${name}`,
    askedAbout: (issue) => `Usted pidió ayuda con ${issue}.`,
    toldUs: (signs) => `Por lo que usted escribió, notamos: ${signs}.`,
    alsoToldUs: (signs) => `Por lo que usted escribió, también notamos: ${signs}.`,
    unmatched: 'Nada de lo que usted escribió coincide con una señal que estas reglas conozcan; su veterinario puede revisarlo con usted.',
    dentalCheck: 'Usted pidió una revisión de los dientes y la boca.',
    service: (service) => `Usted pidió este servicio: ${service}.`,
    noComplaint: 'Usted no describió un problema en particular.',
    urgency: {
      emergency: 'Urgencia: ALTA. Vea a un veterinario o vaya a una clínica de emergencia ahora.',
      soon: 'Urgencia: MODERADA. Pida una cita con el veterinario en los próximos días, y llame a la clínica si algo empeora antes.',
      routine:
        'Urgencia: BAJA. Nada de lo que describió parece urgente: menciónelo en la próxima consulta de rutina, y llame a la clínica si algo cambia.',
    },
    careHeading: 'Sobre lo que usted describió:',
    care: {
      breathing: 'Mantenga a su mascota tranquila y fresca, y no le ofrezca comida ni agua mientras le cueste respirar.',
      seizure: 'Aparte los muebles, no le acerque las manos a la boca y anote cuándo empezó y cuánto duró.',
      poisoning:
        'Guarde el empaque o una muestra de lo que comió, y no le provoque el vómito a menos que un veterinario se lo indique. Control de Envenenamiento Animal de la ASPCA: 888-426-4435.',
      bleeding: 'Presione con firmeza un paño limpio sobre la herida, y anote si hay sangre en el vómito o en las heces y de qué color es.',
      bloat: {
        dog: 'Un abdomen hinchado y tenso con arcadas sin que salga nada puede indicar que el estómago de un perro se torció; no le ofrezca comida ni agua.',
        cat: 'Un abdomen hinchado o arcadas sin que salga nada requieren que un veterinario examine a su gato; no le ofrezca comida.',
      },
      urine: {
        dog: 'Fíjese si sale algo de orina y anote cuántas veces lo intenta su perro.',
        cat: 'Un gato (sobre todo un macho) que hace fuerza en el arenero sin orinar puede tener la vejiga obstruida; fíjese si sale algo.',
      },
      injury:
        'Después de una caída o un accidente, puede haber lesiones internas que no se ven: mantenga a su mascota quieta y abrigada, y muévala con cuidado, porque una mascota con dolor puede morder.',
      paleGums: 'Lleve a su mascota a un lugar fresco, mójele el pelo con agua fresca (no helada) y fíjese en el color de sus encías.',
      vomiting: 'Ofrézcale agua a sorbos pequeños, y anote cuántas veces pasa y si hay sangre.',
      nsaid: 'No le dé la siguiente dosis del antiinflamatorio; lleve la caja al veterinario.',
      breath: 'Mire las encías y los dientes: anote si ve el borde de la encía rojo, sarro marrón o un diente flojo.',
      notEating: {
        dog: 'Anote cuándo comió y bebió su perro por última vez, y si vomita o parece tener dolor.',
        cat: 'Un gato que deja de comer puede tener problemas del hígado: anote cuándo comió su gato por última vez y ofrézcale su comida favorita.',
      },
      limping: {
        dog: 'Haga paseos cortos y con correa, y fíjese si su perro apoya la pata.',
        cat: 'Mantenga a su gato dentro de la casa y evite que salte, y fíjese si apoya la pata.',
      },
      lump: 'Anote su tamaño (una moneda al lado en una foto ayuda) y si crece; un veterinario puede tomar una muestra con una aguja fina.',
      cough: 'Cuente las respiraciones en reposo (menos de 30 por minuto es normal), y fíjese si la tos es seca o si expulsa algo.',
      lowEnergy: 'Fíjese si su mascota come y bebe y de qué color tiene las encías; la falta de energía junto con otra señal importa más.',
      skin: 'Revise si tiene pulgas, evite que su mascota se lama las zonas en carne viva, y fíjese si se extiende, huele mal o sangra.',
      ear: 'No introduzca nada en lo profundo del oído; fíjese si hay enrojecimiento, mal olor o secreción, y en qué oído.',
      eye: 'Evite que su mascota se frote el ojo y no use gotas para personas; fíjese si entrecierra el ojo, si tiene secreción o si se ve nublado.',
      teeth:
        'Levántele el labio y busque una línea roja a lo largo de las encías, sarro café o dientes rotos o flojos, y fíjese si mastica de un solo lado o se le cae la comida.',
      thirst: 'Anote cuánta agua bebe su mascota en un día; una muestra de orina fresca le ayuda al veterinario.',
      weight: 'Pese a su mascota cada dos semanas; una pérdida sin explicación de más del 10% debe revisarla un veterinario.',
      behaviour: 'Los cambios repentinos de comportamiento pueden deberse al dolor; un chequeo puede descartarlo.',
      paralysis: {
        dog: 'Mantenga quieto a su perro, y sostenga su espalda y su cadera si tiene que moverlo.',
        cat: 'La debilidad repentina de las patas traseras, a menudo con llanto y patas traseras frías, puede deberse a un coágulo; mantenga a su gato quieto y abrigado.',
      },
      labour: {
        dog: 'Si puja con fuerza 30 minutos sin que salga un cachorro, o pasan más de 2 horas entre un cachorro y otro, necesita ayuda.',
        cat: 'Si puja con fuerza 30 minutos sin que salga un gatito, o pasan más de 2 horas entre un gatito y otro, necesita ayuda.',
      },
      allergic: 'La cara hinchada, las ronchas o una picadura pueden cerrar la vía respiratoria: vigile de cerca cómo respira.',
      foreignBody:
        'No jale un hilo ni le provoque el vómito: calcetines, hilos, pilas, imanes y huesos pueden obstruir o quemar el intestino.',
      pyometra: 'Una hembra sin esterilizar que bebe más, está decaída o tiene flujo puede tener una infección del útero (piometra).',
      eyeInjury: 'Mantenga el ojo húmedo con un paño mojado y evite que su mascota se lo frote.',
      snakeBite: 'Mantenga quieta a su mascota; no corte, no succione ni ponga hielo en la mordida.',
      secondReader: 'Describa a la clínica exactamente lo que ve y cuándo empezó.',
    },
    age: {
      lessThanMonth: 'menos de un mes',
      months: (n) => `${n} ${n === 1 ? 'mes' : 'meses'}`,
      years: (n) => `${n} ${n === 1 ? 'año' : 'años'}`,
      yearsAndMonths: (years, months) => `${years} y ${months}`,
    },
    stage: {
      kitten: 'un gatito',
      seniorCat: 'un gato mayor',
      adultCat: 'un gato adulto',
      puppy: 'un cachorro',
      seniorDog: 'un perro mayor',
      adultDog: 'un perro adulto',
    },
    ageLine: (name, age, stage) => `${name} tiene ${age} de edad; es ${stage}.`,
    breeds: (count, list) => `${count > 1 ? 'Razas' : 'Raza'}: ${list}.`,
    and: ' y ',
    weightNoRange: (w) => `Peso: ${w} libras (no tenemos un rango típico de esta raza para comparar).`,
    weightGrowing: (w, lo, hi) =>
      `Peso: ${w} libras; todavía está creciendo, así que el rango de un adulto (${lo}-${hi} libras) aún no aplica.`,
    weightAbove: (w, lo, hi) => `Peso: ${w} libras, por encima de las ${lo}-${hi} libras típicas de esta raza.`,
    weightBelow: (w, lo, hi) => `Peso: ${w} libras, por debajo de las ${lo}-${hi} libras típicas de esta raza.`,
    weightWithin: (w, lo, hi) => `Peso: ${w} libras, dentro de las ${lo}-${hi} libras típicas de esta raza.`,
    alsoHeading: 'También conviene saber:',
    senior:
      'A las mascotas mayores les conviene un chequeo cada 6 meses, con análisis de sangre para detectar a tiempo problemas de riñón, de tiroides y dentales.',
    young: 'Las mascotas jóvenes necesitan su serie de vacunas y su prevención de parásitos a tiempo.',
    overweight:
      'El exceso de peso fuerza las articulaciones y aumenta el riesgo de diabetes; pídale a su veterinario una evaluación de la condición corporal y un plan de alimentación antes de reducirle la comida.',
    underweight:
      'Un peso bajo está bien en una mascota de complexión pequeña, pero una pérdida de peso sin explicación debe revisarla un veterinario.',
    breathMild: (score) => `Aliento calificado con ${score} de 5: leve. Siga cepillándole los dientes o dándole premios dentales.`,
    breathNoticeable:
      'Aliento calificado con 3 de 5: un olor notable suele deberse a la placa y a una inflamación temprana de las encías; pida una revisión dental.',
    breathStrong: (score) =>
      `Aliento calificado con ${score} de 5: un olor fuerte suele acompañar al sarro, a la enfermedad de las encías o a un diente dañado, que duelen aunque la mascota siga comiendo; pida un examen dental.`,
    medications: (list) => `Siga dándole ${list} exactamente como se lo recetaron y lleve la lista a la cita.`,
    nsaid:
      'Vómito, heces negras o no comer mientras toma un antiinflamatorio (AINE) pueden indicar irritación del estómago: consulte a su veterinario antes de darle la siguiente dosis.',
    steroids: 'Los esteroides aumentan la sed y el apetito; no los suspenda de golpe sin hablar con su veterinario.',
    allergies: (list) => `Alergias conocidas (${list}): avísele a cualquier veterinario antes de darle un alimento o medicamento nuevo.`,
    conditions: (list) =>
      `Las afecciones que ya tiene (${list}) hacen que las señales nuevas sean más importantes: menciónelas cuando llame.`,
    pyometra:
      'Una perra sin esterilizar que bebe más, está decaída o tiene secreción puede tener una infección del útero (piometra): dígale al veterinario que no está esterilizada.',
    nothing: 'Mantenga al día las vacunas, la prevención de parásitos y un chequeo anual.',
    photo:
      'Se incluyó una foto. El motor de reglas sin conexión de PetLead no analiza fotos; su veterinario puede revisarla junto con esta nota.',
  },
  result: {
    dentalTitle: (petName) => `Evaluación dental para ${petName}`,
    qrTitle: (petName) => `Revisión dental para ${petName}`,
    breathRating: 'Calificación del aliento',
    breathOf: (score) => `${score} de 5`,
    thanks: '¡Gracias! Nos comunicaremos con usted pronto. ',
    serviceRequested: (service) => `Servicio solicitado: ${service}`,
    lowCostTitle: (service, petName) => `Su solicitud para ${petName}: ${service}`,
  },
  /** The low-cost services' names: the widget's Spanish catalogue's own words (src/text/es.ts), one catalogue. */
  services: widgetText.services,

  estimate: {
    petCat: 'un gato',
    petDogOver: (lbs) => `un perro de más de ${lbs} libras`,
    petDogUpTo: (lbs) => `un perro de ${lbs} libras o menos`,
    summaryMiles: (miles) => ` (a ${miles} millas)`,
    summaryWillContact: ' (se comunicará con usted)',
    summaryNone:
      'Todavía ninguna clínica ni programa de nuestra red atiende su código postal para este servicio. El equipo de PetLead tiene su solicitud y le responderá por correo electrónico con las opciones que encontremos.',
    intro: (zip, service, pet): SafeHtml =>
      html`Clínicas y programas asociados cerca del código postal ${zip} que ofrecen ${lowerFirst(service)}, del más cercano al más lejano, con el precio estimado de cada uno para ${pet}:`,
    milesAway: (miles) => `, a ${miles} millas`,
    willContact: '(se comunicará con usted)',
    price: (lo, hi) => `Precio estimado: $${lo} - $${hi}`,
    phone: 'Teléfono: ',
    bookOnline: 'Programar una cita en línea',
    callerHas: (name) => `${name} tiene su solicitud y se comunicará con usted pronto. `,
    estimatesOnly: 'Son solo precios estimados; la clínica confirma el precio después de un examen.',
    none: (zip, service) =>
      `Todavía ninguna clínica ni programa de la red de PetLead atiende el código postal ${zip} para ${lowerFirst(service)}, así que no podemos mostrarle un precio.`,
    next: (email): SafeHtml =>
      html`Qué sigue: el equipo de PetLead tiene su solicitud y le escribirá a ${email} con las opciones que encontremos cerca de usted.`,
  },
  managePage: {
    title: 'Su cita',
    loading: 'Cargando su cita…',
    noToken: 'Esta página se abre desde el enlace de su correo de la cita.',
    badLink: 'Este enlace ya no es válido. Si cambió la cita, use el enlace del correo más reciente.',
    unreachable: 'No pudimos conectar con el servidor. Inténtelo de nuevo.',
    what: 'Qué',
    for: 'para',
    when: 'Cuándo',
    where: 'Dónde',
    phone: 'Teléfono',
    status: 'Estado',
    booked: 'Reservada',
    cancelled: 'Cancelada',
    moveHeading: 'Cambiar la cita',
    newTime: 'Nueva hora',
    move: 'Cambiar',
    moved: 'Su cita cambió. Le enviamos la nueva hora por correo; puede cambiarla otra vez aquí.',
    taken: 'Alguien acaba de tomar esa hora. Elija otra, por favor.',
    moveFailed: 'No pudimos cambiar la cita. Inténtelo de nuevo o llame a la clínica.',
    cancelHeading: 'Cancelar la cita',
    cancel: 'Cancelar la cita',
    confirm: '¿Cancelar esta cita? La hora quedará libre para otra persona.',
    yesCancel: 'Sí, cancelarla',
    keep: 'Mantener mi cita',
    done: 'Su cita está cancelada. Le enviamos una confirmación.',
    cancelFailed: 'No pudimos cancelar la cita. Inténtelo de nuevo o llame a la clínica.',
    footer:
      'PetLead pone en contacto a dueños de mascotas con clínicas y programas; PetLead no ofrece servicios veterinarios directamente.',
  },
  bookingMail: {
    bookedSubject: (clinic, when) => `Su cita en ${clinic}: ${when}`,
    movedSubject: (clinic, when) => `Su cita en ${clinic} cambió de hora: ${when}`,
    cancelledSubject: (clinic) => `Su cita en ${clinic} fue cancelada`,
    reminderSubject: (clinic, when) => `Recordatorio: su cita en ${clinic} es mañana, ${when}`,
    booked: (pet, what, clinic) => `La cita de ${pet} (${what}) en ${clinic} está confirmada.`,
    moved: (pet, what, clinic) => `La cita de ${pet} (${what}) en ${clinic} tiene una nueva hora.`,
    cancelled: (pet, clinic) => `La cita de ${pet} en ${clinic} fue cancelada. La hora queda libre para otra persona.`,
    reminder: (pet, what, clinic) => `Le recordamos que la cita de ${pet} (${what}) en ${clinic} es mañana.`,
    reminderSms: (pet, clinic, when, phone) =>
      `PetLead: recordatorio, la cita de ${pet} en ${clinic} es mañana, ${when}. Para cambiarla, llame al ${phone} o use el enlace de su correo. Responda STOP para no recibir más mensajes.`,
    when: 'Cuándo',
    where: 'Dónde',
    phone: 'Teléfono',
    manage: 'Para cancelar o cambiar la cita, abra este enlace (no lo comparta: cualquiera que lo tenga puede cambiar la cita):',
    attached: 'La invitación va adjunta: ábrala para agregar la cita a su calendario.',
    at: (at, zone) => visitTime(at, zone, 'es', true, ''),
  },
}
