import { DEMO_USER } from '../db/demoUser'
import { fuzzCalls } from '../testing/fuzzCalls'

fuzzCalls([
  ['/api/user/recover_password', 'POST', { email: DEMO_USER.email }, 0],
  ['/api/user/verify_code', 'POST', { email: DEMO_USER.email, code: '123456' }, 0],
  ['/api/user/password', 'PATCH', { email: DEMO_USER.email, password: 'x', reset_token: 'y' }, 0],
  ['/api/pet_app/request_to_gpt_4o_mini', 'POST', { prompt: 'Is my dog ok?' }, 0],
  ['/api/pet_app/image_app', 'POST', { image: 'data:image/png;base64,iVBORw0KGgo=' }, 1],
])
