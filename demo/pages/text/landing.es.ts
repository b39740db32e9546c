import type { LandingText } from './landing.en'

/** The landing page's own words in US Spanish, addressing the owner as "usted". */
export const landingEs: LandingText = {
  title: 'PetLead · Atención veterinaria accesible y revisiones de salud gratuitas con IA',
  description:
    'Solicite servicios veterinarios de bajo costo para su perro o gato, reciba un precio estimado de clínicas cercanas y una evaluación gratuita de salud o dental con IA por correo electrónico.',
  skip: 'Ir al contenido',
  navLabel: 'Principal',
  nav: { how: 'Cómo funciona', services: 'Servicios', contact: 'Contacto' },
  otherLanguage: 'English',
  hero: {
    eyebrow: 'Atención veterinaria de bajo costo para perros y gatos',
    title: 'La atención accesible para su mascota empieza con una simple solicitud',
    lead: 'Díganos qué necesita su perro o gato. Buscamos clínicas y programas cerca de usted, le mostramos un precio estimado en minutos y una clínica se comunica con usted.',
    healthCheck: 'Revisión de salud gratuita con IA',
    trustLabel: 'Por qué los dueños usan PetLead',
    trust: ['Gratis para los dueños de mascotas', 'Precio estimado en minutos', 'No necesita una cuenta'],
  },
  mock: {
    tag: 'Ejemplo',
    question: '¿Qué servicio necesita?',
    options: ['Esterilización / castración', 'Vacunación', 'Cuidado dental', 'Examen de bienestar'],
    estimate: 'Precio estimado de ejemplo',
    estimateNote: (lbs, clinic) => `Cuidado dental, perro de ${lbs} libras o menos, ${clinic}`,
  },
  aboutLabel: 'Acerca de PetLead',
  statement:
    'PetLead solo conecta a los dueños de mascotas con clínicas y programas. PetLead no ofrece servicios veterinarios; cada examen y tratamiento lo realiza una clínica independiente y con licencia.',
  how: {
    eyebrow: 'Lo que hacemos',
    title: 'Cómo funciona',
    lead: 'PetLead convierte una búsqueda preocupada en un paso concreto. Las preguntas son las que un veterinario hace primero, así que la clínica que le contacta ya conoce a su mascota.',
    steps: [
      {
        title: 'Cuéntenos sobre su mascota',
        text: 'Responda una pregunta breve a la vez: su código postal, el servicio, la raza, la edad y el peso. Una foto ayuda, pero es opcional.',
      },
      {
        title: 'Reciba orientación y un precio estimado',
        text: 'Vea al instante un rango de precios de clínicas cercanas y, si lo desea, una revisión con IA de la foto del problema.',
      },
      {
        title: 'Una clínica le contacta',
        text: 'Una clínica o programa asociado recibe su solicitud y le contacta para programar una cita. Usted decide si continuar.',
      },
    ],
  },
  services: {
    eyebrow: 'Servicios',
    title: 'Atención que puede solicitar',
    lead: 'Desde la prevención de rutina hasta un problema que necesita una revisión más detallada. Los precios estimados vienen de la tabla de precios de cada clínica.',
    items: {
      spay: { title: 'Esterilización y castración', text: 'Cirugía de bajo costo en clínicas asociadas y programas comunitarios.' },
      vaccine: { title: 'Vacunación', text: 'Vacunas esenciales para cachorros, gatitos y adultos, y refuerzos a tiempo.' },
      tooth: { title: 'Cuidado dental', text: 'Limpiezas, extracciones y una revisión dental gratuita con IA a partir de una foto.' },
      stethoscope: { title: 'Exámenes de bienestar', text: 'Un chequeo anual que detecta los problemas cuando aún son pequeños.' },
      chip: { title: 'Microchip', text: 'Un chip que se coloca una sola vez y ayuda a que una mascota perdida vuelva a casa.' },
      search: { title: 'Bultos y protuberancias', text: 'Evaluación de una masa o tumor, empezando con una foto.' },
      paw: { title: 'Cojera y movilidad', text: 'Cojera, rigidez y dolor en las articulaciones de perros y gatos.' },
      drop: { title: 'Problemas de piel, oídos y ojos', text: 'Erupciones, comezón, infecciones de oído, ojos rojos o llorosos.' },
    },
    health: {
      title: 'Evaluación de salud gratuita con IA',
      text: 'Describa a su perro o gato y lo que le preocupa. Recibirá orientación por correo electrónico: qué tan urgente parece, qué vigilar y cuándo ver a un veterinario.',
      link: 'Empezar la revisión de salud',
    },
    dental: {
      title: 'Evaluación dental gratuita con IA',
      text: 'La enfermedad dental es el problema más común que ven los veterinarios. Envíe una foto de los dientes y las encías y reciba una nota sobre lo que muestra.',
      link: 'Empezar la revisión dental',
    },
    finePrint:
      'Cada evaluación dice qué motor la escribió: un modelo de IA configurado, con su nombre, o el motor de reglas sin conexión de PetLead, que no usa ningún modelo de IA ni analiza fotos. Es una orientación inicial (triaje), no un consejo médico profesional, y no reemplaza el examen de un veterinario.',
  },
  cta: {
    title: '¿Listo para encontrar atención accesible?',
    text: (fewest, most) =>
      `De ${fewest} a ${most} preguntas breves, unos tres minutos. Sus respuestas se guardan si cierra la ventana por accidente.`,
  },
  contact: {
    eyebrow: 'Contacto',
    title: '¿Tiene preguntas? ¿Dirige una clínica o un programa?',
    text: 'Escríbanos sobre una solicitud que hizo o para agregar su clínica o programa de bajo costo a PetLead. Respondemos en un día hábil.',
  },
  hoursTitle: 'Horario de atención',
  hours: 'De lunes a viernes de 9 a. m. a 6 p. m., sábados de 9 a. m. a 12 del mediodía',
  footer: {
    exploreLabel: 'Pie de página',
    explore: 'Explorar',
    health: 'Evaluación de salud',
    dental: 'Evaluación dental',
    recover: 'Recuperar contraseña',
    routes: 'Todas las páginas de demostración',
    rights: 'Todos los derechos reservados.',
  },
}
