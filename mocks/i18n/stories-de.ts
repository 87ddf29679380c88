import type { TextDictionary } from './types.ts'

/** German texts (de_DE) of the emulator's journal articles, events, the newsletter page and pop-ups: whole English texts, rich text as whole HTML. */
export const STORIES_DE: TextDictionary = {
  'The Trailhead Journal': 'Das Trailhead Journal',
  'The Trailhead Journal | Trailhead Outfitters': 'Das Trailhead Journal | Trailhead Outfitters',
  'Stories, guides and gear care from the people who make and use Trailhead kit.':
    'Geschichten, Ratgeber und Ausrüstungspflege von den Menschen, die Trailhead-Ausrüstung herstellen und nutzen.',
  '<p>Stories from the trail, guides for your next trip and how to keep your kit going for years.</p>':
    '<p>Geschichten vom Trail, Ratgeber für Ihre nächste Tour und wie Ihre Ausrüstung jahrelang hält.</p>',
  'Latest stories': 'Neueste Geschichten',
  'Dawn patrol: starting trail running the easy way': 'Morgenrunde: entspannt ins Traillaufen einsteigen',
  'Dawn patrol: starting trail running the easy way | Trailhead Outfitters':
    'Morgenrunde: entspannt ins Traillaufen einsteigen | Trailhead Outfitters',
  'Soft ground, slow miles and a flask of coffee: how our team eases road runners onto the trails.':
    'Weicher Boden, langsame Kilometer und eine Thermoskanne Kaffee: wie unser Team Straßenläufer auf die Trails bringt.',
  '<p>Soft ground, slow miles and a flask of coffee: how our team eases road runners onto the trails.</p><p>Start with time on feet, not pace. Walk the climbs, run the flats and let the trail set the rhythm.</p>':
    '<p>Weicher Boden, langsame Kilometer und eine Thermoskanne Kaffee: wie unser Team Straßenläufer auf die Trails bringt.</p><p>Beginnen Sie mit Zeit auf den Beinen, nicht mit Tempo. Gehen Sie die Anstiege, laufen Sie die flachen Stücke und lassen Sie den Trail den Rhythmus bestimmen.</p>',
  'Two runners on a ridge path at sunrise': 'Zwei Läufer auf einem Gratweg bei Sonnenaufgang',
  'More from the Journal': 'Mehr aus dem Journal',
  'Ridge to river: a three-day loop in the high country':
    'Vom Grat zum Fluss: eine Dreitagesrunde im Hochland',
  'Ridge to river: a three-day loop in the high country | Trailhead Outfitters':
    'Vom Grat zum Fluss: eine Dreitagesrunde im Hochland | Trailhead Outfitters',
  'Forty-two miles, two wild camps and one very cold swim on our favourite spring route.':
    '68 Kilometer, zwei Nächte im Freien und ein sehr kaltes Bad auf unserer liebsten Frühlingsroute.',
  '<p>Forty-two miles, two wild camps and one very cold swim on our favourite spring route.</p><p>Day one climbs to the ridge; day two follows it north; day three drops to the river and the bus home.</p>':
    '<p>68 Kilometer, zwei Nächte im Freien und ein sehr kaltes Bad auf unserer liebsten Frühlingsroute.</p><p>Am ersten Tag geht es hinauf zum Grat, am zweiten an ihm entlang nach Norden, am dritten hinunter zum Fluss und zum Bus nach Hause.</p>',
  'A hiker looking down a river valley from a rocky ridge':
    'Ein Wanderer blickt von einem felsigen Grat in ein Flusstal',
  'How to re-wax leather hiking boots': 'So wachsen Sie Wanderstiefel aus Leder neu',
  'How to re-wax leather hiking boots | Trailhead Outfitters':
    'So wachsen Sie Wanderstiefel aus Leder neu | Trailhead Outfitters',
  'Ten minutes, a soft brush and a tin of wax add seasons to a pair of leather boots.':
    'Zehn Minuten, eine weiche Bürste und eine Dose Wachs schenken einem Paar Lederstiefel weitere Saisons.',
  '<p>Ten minutes, a soft brush and a tin of wax add seasons to a pair of leather boots.</p><p>Clean off the mud, let the boots dry away from heat, then work the wax in with warm hands.</p>':
    '<p>Zehn Minuten, eine weiche Bürste und eine Dose Wachs schenken einem Paar Lederstiefel weitere Saisons.</p><p>Entfernen Sie den Schlamm, lassen Sie die Stiefel fern von Hitze trocknen und arbeiten Sie das Wachs dann mit warmen Händen ein.</p>',
  'Leather hiking boots on a workbench beside a tin of wax':
    'Lederne Wanderstiefel auf einer Werkbank neben einer Dose Wachs',
  'Your first night under canvas: a calm-camping checklist':
    'Ihre erste Nacht im Zelt: eine Checkliste für entspanntes Campen',
  'Your first night under canvas: a calm-camping checklist | Trailhead Outfitters':
    'Ihre erste Nacht im Zelt: eine Checkliste für entspanntes Campen | Trailhead Outfitters',
  'Pitch in daylight, sleep warm and wake up wanting to do it again.':
    'Bei Tageslicht aufbauen, warm schlafen und mit Lust auf mehr aufwachen.',
  '<p>Pitch in daylight, sleep warm and wake up wanting to do it again.</p><p>Practise the pitch in the garden, pack a mat rated for the season and keep a head torch in your pocket.</p>':
    '<p>Bei Tageslicht aufbauen, warm schlafen und mit Lust auf mehr aufwachen.</p><p>Üben Sie den Aufbau im Garten, packen Sie eine Isomatte für die Jahreszeit ein und behalten Sie eine Stirnlampe in der Tasche.</p>',
  'A small tent glowing at dusk in a meadow': 'Ein kleines Zelt leuchtet in der Dämmerung auf einer Wiese',
  'Saturday run club: 400 miles and counting': 'Samstags-Laufclub: 640 Kilometer und es werden mehr',
  'Saturday run club: 400 miles and counting | Trailhead Outfitters':
    'Samstags-Laufclub: 640 Kilometer und es werden mehr | Trailhead Outfitters',
  'Every Saturday at eight, rain or shine, from our flagship store. Everyone finishes together.':
    'Jeden Samstag um acht, bei Wind und Wetter, ab unserem Flagship-Store. Alle kommen gemeinsam an.',
  '<p>Every Saturday at eight, rain or shine, from our flagship store. Everyone finishes together.</p><p>Five miles, two pace groups and a no-drop rule. Coffee afterwards is optional but encouraged.</p>':
    '<p>Jeden Samstag um acht, bei Wind und Wetter, ab unserem Flagship-Store. Alle kommen gemeinsam an.</p><p>Acht Kilometer, zwei Tempogruppen und niemand wird zurückgelassen. Der Kaffee danach ist freiwillig, aber empfohlen.</p>',
  'A group of runners gathered outside a shop front': 'Eine Gruppe Läufer vor einem Ladengeschäft',
  'Washing a down jacket without ruining the loft':
    'Eine Daunenjacke waschen, ohne die Bauschkraft zu ruinieren',
  'Washing a down jacket without ruining the loft | Trailhead Outfitters':
    'Eine Daunenjacke waschen, ohne die Bauschkraft zu ruinieren | Trailhead Outfitters',
  'A gentle wash, a down-safe soap and three tennis balls in the dryer.':
    'Ein Schonwaschgang, ein daunenverträgliches Waschmittel und drei Tennisbälle im Trockner.',
  '<p>A gentle wash, a down-safe soap and three tennis balls in the dryer.</p><p>Close every zip, wash cool with down wash, then tumble low for longer than you think.</p>':
    '<p>Ein Schonwaschgang, ein daunenverträgliches Waschmittel und drei Tennisbälle im Trockner.</p><p>Schließen Sie alle Reißverschlüsse, waschen Sie kühl mit Daunenwaschmittel und trocknen Sie dann bei niedriger Temperatur länger, als Sie denken.</p>',
  'A puffy down jacket hanging on a line': 'Eine bauschige Daunenjacke an einer Wäscheleine',
  'Layering for winter summits': 'Schichten für Wintergipfel',
  'Layering for winter summits | Trailhead Outfitters': 'Schichten für Wintergipfel | Trailhead Outfitters',
  'Base, mid and shell: the system that keeps you dry on the way up and warm at the top.':
    'Basis-, Mittel- und Außenschicht: das System, das Sie beim Aufstieg trocken und am Gipfel warm hält.',
  '<p>Base, mid and shell: the system that keeps you dry on the way up and warm at the top.</p><p>Start cold, vent early and keep the belay jacket for when you stop.</p>':
    '<p>Basis-, Mittel- und Außenschicht: das System, das Sie beim Aufstieg trocken und am Gipfel warm hält.</p><p>Starten Sie leicht fröstelnd, lüften Sie früh und heben Sie die Standplatzjacke für die Pausen auf.</p>',
  'A climber in a red shell on a snowy summit':
    'Ein Bergsteiger in roter Jacke auf einem verschneiten Gipfel',
  'Trail clean-up recap: 1.2 tonnes lifted': 'Rückblick auf die Trail-Aufräumaktion: 1,2 Tonnen gesammelt',
  'Trail clean-up recap: 1.2 tonnes lifted | Trailhead Outfitters':
    'Rückblick auf die Trail-Aufräumaktion: 1,2 Tonnen gesammelt | Trailhead Outfitters',
  'Two hundred volunteers, eleven trailheads and one very full skip.':
    'Zweihundert Freiwillige, elf Ausgangspunkte und ein sehr voller Container.',
  '<p>Two hundred volunteers, eleven trailheads and one very full skip.</p><p>Thank you to everyone who came out. The next clean-up is in May; sign-up opens next month.</p>':
    '<p>Zweihundert Freiwillige, elf Ausgangspunkte und ein sehr voller Container.</p><p>Danke an alle, die dabei waren. Die nächste Aufräumaktion ist im Mai; die Anmeldung öffnet nächsten Monat.</p>',
  'Volunteers with litter pickers on a forest trail': 'Freiwillige mit Müllgreifern auf einem Waldweg',
  'Choosing an ultralight shelter': 'Die Wahl eines ultraleichten Unterschlupfs',
  'Choosing an ultralight shelter | Trailhead Outfitters':
    'Die Wahl eines ultraleichten Unterschlupfs | Trailhead Outfitters',
  'Tarp, bivy or single-wall tent: what you save in grams, and what you give up.':
    'Tarp, Biwaksack oder einwandiges Zelt: was Sie an Gramm sparen und worauf Sie verzichten.',
  '<p>Tarp, bivy or single-wall tent: what you save in grams, and what you give up.</p><p>Weigh the shelter with its stakes and guylines, and think about the wettest night you will spend in it.</p>':
    '<p>Tarp, Biwaksack oder einwandiges Zelt: was Sie an Gramm sparen und worauf Sie verzichten.</p><p>Wiegen Sie den Unterschlupf mit Heringen und Abspannleinen und denken Sie an die nasseste Nacht, die Sie darin verbringen werden.</p>',
  'A silver tarp pitched between two trees': 'Ein silbernes Tarp zwischen zwei Bäumen',
  'Tempo runs on dirt: pacing by effort': 'Tempoläufe auf Naturwegen: nach Gefühl laufen',
  'Tempo runs on dirt: pacing by effort | Trailhead Outfitters':
    'Tempoläufe auf Naturwegen: nach Gefühl laufen | Trailhead Outfitters',
  'Hills make a watch lie. Learn to run by breath and feel instead.':
    'Am Berg lügt die Uhr. Lernen Sie stattdessen, nach Atmung und Gefühl zu laufen.',
  '<p>Hills make a watch lie. Learn to run by breath and feel instead.</p><p>Comfortably hard means you can speak in short sentences. Hold that, whatever the gradient.</p>':
    '<p>Am Berg lügt die Uhr. Lernen Sie stattdessen, nach Atmung und Gefühl zu laufen.</p><p>Angenehm hart heißt: Sie können in kurzen Sätzen sprechen. Halten Sie das, egal wie steil es wird.</p>',
  'A runner on a gravel track through pine trees': 'Ein Läufer auf einem Schotterweg durch Kiefern',
  'Car camping with kids: what actually matters': 'Autocamping mit Kindern: worauf es wirklich ankommt',
  'Car camping with kids: what actually matters | Trailhead Outfitters':
    'Autocamping mit Kindern: worauf es wirklich ankommt | Trailhead Outfitters',
  'Warm sleeping bags, a big tent and more snacks than seems reasonable.':
    'Warme Schlafsäcke, ein großes Zelt und mehr Snacks, als vernünftig scheint.',
  '<p>Warm sleeping bags, a big tent and more snacks than seems reasonable.</p><p>Pick a site with a short walk from the car and a stream to throw stones in.</p>':
    '<p>Warme Schlafsäcke, ein großes Zelt und mehr Snacks, als vernünftig scheint.</p><p>Wählen Sie einen Platz nah am Auto und mit einem Bach, in den man Steine werfen kann.</p>',
  'A family sitting outside a large tent': 'Eine Familie sitzt vor einem großen Zelt',
  'Re-proofing your waterproof shell': 'Ihre wasserdichte Jacke neu imprägnieren',
  'Re-proofing your waterproof shell | Trailhead Outfitters':
    'Ihre wasserdichte Jacke neu imprägnieren | Trailhead Outfitters',
  'When rain stops beading, your jacket needs a wash and a fresh water-repellent finish.':
    'Wenn der Regen nicht mehr abperlt, braucht Ihre Jacke eine Wäsche und eine frische wasserabweisende Imprägnierung.',
  '<p>When rain stops beading, your jacket needs a wash and a fresh water-repellent finish.</p><p>Wash with a technical cleaner, apply a wash-in or spray-on proofer, then warm it in the dryer.</p>':
    '<p>Wenn der Regen nicht mehr abperlt, braucht Ihre Jacke eine Wäsche und eine frische wasserabweisende Imprägnierung.</p><p>Waschen Sie sie mit einem Funktionswaschmittel, tragen Sie ein Einwasch- oder Sprühimprägniermittel auf und wärmen Sie sie dann im Trockner.</p>',
  'Water beading on the sleeve of a blue rain jacket':
    'Wassertropfen perlen am Ärmel einer blauen Regenjacke ab',
  'A week on the coastal path': 'Eine Woche auf dem Küstenweg',
  'A week on the coastal path | Trailhead Outfitters': 'Eine Woche auf dem Küstenweg | Trailhead Outfitters',
  'Cliffs, coves and a café at the end of almost every day.':
    'Klippen, Buchten und ein Café am Ende fast jedes Tages.',
  '<p>Cliffs, coves and a café at the end of almost every day.</p><p>Check the tide tables for the estuary crossings and book beds early in summer.</p>':
    '<p>Klippen, Buchten und ein Café am Ende fast jedes Tages.</p><p>Prüfen Sie die Gezeitentabellen für die Mündungsquerungen und buchen Sie im Sommer früh Ihre Unterkunft.</p>',
  'A footpath along sea cliffs above a sandy cove':
    'Ein Fußweg entlang von Meeresklippen über einer Sandbucht',
  'Meet the volunteers behind our valley ultra': 'Die Freiwilligen hinter unserem Tal-Ultra',
  'Meet the volunteers behind our valley ultra | Trailhead Outfitters':
    'Die Freiwilligen hinter unserem Tal-Ultra | Trailhead Outfitters',
  'Fifty miles of trail, nine aid stations and the people who keep them stocked all night.':
    '80 Kilometer Trail, neun Verpflegungsstellen und die Menschen, die sie die ganze Nacht über versorgen.',
  '<p>Fifty miles of trail, nine aid stations and the people who keep them stocked all night.</p><p>Some have volunteered every year since the first race; all of them say the night shift is the best one.</p>':
    '<p>80 Kilometer Trail, neun Verpflegungsstellen und die Menschen, die sie die ganze Nacht über versorgen.</p><p>Manche sind seit dem ersten Rennen jedes Jahr dabei; alle sagen, die Nachtschicht sei die beste.</p>',
  'Volunteers handing out drinks at a mountain aid station':
    'Freiwillige reichen an einer Verpflegungsstelle in den Bergen Getränke',
  'Trail running clinic': 'Traillauf-Workshop',
  'Trail running clinic | Trailhead Outfitters': 'Traillauf-Workshop | Trailhead Outfitters',
  'A morning clinic on the Wildwood Trail with our running coaches.':
    'Ein Workshop am Morgen auf dem Wildwood Trail mit unseren Lauftrainern.',
  '<p>Two hours on the Wildwood Trail with our coaches: footwork on roots and rocks, pacing on climbs and how to fuel for longer runs. Meet at the Portland store at 9 am.</p>':
    '<p>Zwei Stunden auf dem Wildwood Trail mit unseren Trainern: Fußarbeit auf Wurzeln und Felsen, Tempo an Anstiegen und die richtige Verpflegung für längere Läufe. Treffpunkt ist um 9 Uhr in der Filiale Portland.</p>',
  'See you on the trail': 'Wir sehen uns auf dem Trail',
  'Meet at the Portland store at 9 am. Bring water and your trail shoes.':
    'Treffpunkt ist um 9 Uhr in der Filiale Portland. Bringen Sie Wasser und Ihre Trailschuhe mit.',
  'Basecamp weekend': 'Basecamp-Wochenende',
  'Basecamp weekend | Trailhead Outfitters': 'Basecamp-Wochenende | Trailhead Outfitters',
  'Three days of hikes, workshops and campfire stories at Trillium Lake.':
    'Drei Tage mit Wanderungen, Workshops und Lagerfeuergeschichten am Trillium Lake.',
  '<p>Three days at Trillium Lake: guided hikes, a gear repair workshop and stories by the fire. Come for one day or all three, and bring a friend.</p>':
    '<p>Drei Tage am Trillium Lake: geführte Wanderungen, ein Workshop zur Ausrüstungsreparatur und Geschichten am Feuer. Kommen Sie für einen Tag oder alle drei, und bringen Sie jemanden mit.</p>',
  'Save my spot': 'Platz reservieren',
  "You're in for Basecamp weekend": 'Sie sind beim Basecamp-Wochenende dabei',
  'We sent the schedule to your email. See you at the lake.':
    'Wir haben Ihnen das Programm per E-Mail geschickt. Wir sehen uns am See.',
  'News and offers': 'Neuigkeiten und Angebote',
  'News and offers | Trailhead Outfitters': 'Neuigkeiten und Angebote | Trailhead Outfitters',
  'Sign up for the Trailhead newsletter: new gear, trail guides and member offers.':
    'Melden Sie sich für den Trailhead-Newsletter an: neue Ausrüstung, Trail-Ratgeber und Angebote für Mitglieder.',
  '<p>Be first to hear about new gear, trail guides and member offers.</p>':
    '<p>Erfahren Sie als Erste von neuer Ausrüstung, Trail-Ratgebern und Angeboten für Mitglieder.</p>',
  'How we use your e-mail address': 'Wie wir Ihre E-Mail-Adresse verwenden',
  Customs: 'Personalisierung',
  'Customs | Trailhead Outfitters': 'Personalisierung | Trailhead Outfitters',
  'Personalised gear, built to order.': 'Personalisierte Ausrüstung, auf Bestellung gefertigt.',
  '<p>Make it yours: pick the colours, add your initials, and we build it to order.</p>':
    '<p>Machen Sie es zu Ihrem: Wählen Sie die Farben, fügen Sie Ihre Initialen hinzu, und wir fertigen es auf Bestellung.</p>',
  'Customs in the wild': 'Personalisierte Stücke im Einsatz',
  'Join Trailhead Rewards': 'Trailhead Rewards beitreten',
  'Earn points on every trip': 'Sammeln Sie bei jeder Tour Punkte',
  'Free shipping for members': 'Kostenloser Versand für Mitglieder',
  'Become a Trailhead member': 'Werden Sie Trailhead-Mitglied',
  '<p>Membership is free. <a href="/loyalty-terms">Programme terms</a> apply; points have no cash value.</p>':
    '<p>Die Mitgliedschaft ist kostenlos. Es gelten die <a href="/loyalty-terms">Programmbedingungen</a>; Punkte haben keinen Barwert.</p>',
  'Spring Newsletter': 'Frühlings-Newsletter',
  'Trail notes, straight to your inbox': 'Tourennotizen direkt in Ihr Postfach',
  'Get 10% off your first order': '10 % Rabatt auf Ihre erste Bestellung',
  'Join the Trailhead newsletter': 'Abonnieren Sie den Trailhead-Newsletter',
  '<p>By signing up you agree to receive marketing emails. Unsubscribe at any time. See our <a href="/privacy">privacy policy</a>.</p>':
    '<p>Mit Ihrer Anmeldung stimmen Sie dem Erhalt von Marketing-E-Mails zu. Abmeldung jederzeit möglich. Siehe unsere <a href="/privacy">Datenschutzerklärung</a>.</p>',
  'Sign up': 'Anmelden',
  'Read the stories first': 'Geschichten als Erste lesen',
}
