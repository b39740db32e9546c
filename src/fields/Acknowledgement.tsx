import { useWidget } from '../context/WidgetContext'
import { CheckField } from './CheckField'

/** PetLead's own policy, used when neither the page nor the clinic gives one. */
export const DEFAULT_PRIVACY_URL = 'https://petlead.app/privacy'

/**
 * The AI-advice acknowledgement (the owner confirms the assessment is not a vet's advice), with a link to the provider's privacy policy.
 * Submit buttons stay disabled until it is ticked.
 */
export function Acknowledgement({ name = 'ack' }: { name?: string }) {
  const { text, options, clinic } = useWidget()
  const privacy = options.privacyUrl ?? clinic?.privacyUrl ?? DEFAULT_PRIVACY_URL
  return (
    <CheckField name={name}>
      {text.acknowledgement.text} (
      <a href={privacy} target="_blank" rel="noopener noreferrer">
        {text.acknowledgement.privacy}
      </a>
      )
    </CheckField>
  )
}
