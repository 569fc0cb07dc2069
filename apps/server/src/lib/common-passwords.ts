/**
 * Passwords people choose most often (the top of public breach corpora such as RockYou and the
 * SecLists top lists, written down from them), lower-cased. Entries shorter than 8 characters are
 * kept because the policy also checks the word at the core of a password (see password-policy.ts).
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890
michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan
jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000
charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa
ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access
yankees 987654321 dallas austin thunder taylor matrix mobilemail mom monitor monitoring montana
moon moscow william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer
silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange
11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy
maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey
steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster
tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore
banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999
ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever johnny
edward 333333 oliver redsox player nikita knight fender barney midnight please brandy chicago
badboy iwantu slayer rangers charles angel flower bigdaddy rabbit wizard jasper enter rachel
chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince marine ghbdtn fishing
cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321
golden 8675309 panther lauren angela spanky thx1138 angels madison winston shannon mike toyota
jordan23 canada sophie apples tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson
murphy cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle abcd1234
scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf 1991
black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins butthead
asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida dolphin
pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers
nicholas united tiffany maxwell zzzzzz nirvana jeremy stupid monica elephant giants jackass
hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q albert
metallic lucky azerty 7777 alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie gators
benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney rush2112
1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy gordon legend jessie stella
qwert eminem arthur apple nissan bear america 1qazxsw2 nothing parker 4444 rebecca qweqwe
garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344 magic apollo
skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat august buddy
airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness
blink182 power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover abcdef
00000 pakistan 007007 walter playboy blazer cricket sniper hooters donkey willow loveme saturn
therock redwings bigboy pumpkin trinity williams nintendo digital destiny topgun runner marvin
guinness chance bubbles testing fire november minecraft asdf1234 lasvegas sergey broncos cartman
private celtic birdie little cassie babygirl donald beatles 1313 family 12321 cheyenne mark1
mark hello123 jupiter dragon1 monkey1 sunshine1 princess1 football1 baseball1 shadow1 master1
superman1 michael1 jennifer1 jordan1 charlie1 letmein1 trustno1! welcome1 welcome123 password12
password123 password1234 password! password1! p@ssw0rd p@ssword passwort motdepasse contrasena
senha wachtwoord salasana lozinka heslo parola haslo jelszo iloveyou1 iloveyou2 iloveu iloveyou!
loveyou lovely lovelove love123 ilovegod godisgood jesus jesus1 jesuschrist christ blessed
blessing faith trinity1 angel1 angels1 football123 baseball123 soccer1 soccer123 hockey1
basketball basketball1 volleyball softball cheerleader gymnastics swimming skateboard surfing
snowboard wrestling 1234567891 12345678910 123456789a 123456789q 1234567890q a123456 a1234567
a12345678 a123456789 aa123456 aa12345678 abc12345 abc123456 abcd123 abcde abcdefg abcdefgh
abcdefghi abc123abc qwe123 qwe123qwe qwerty1 qwerty12 qwerty1234 qwertyu qwertyuio qwerty123456
qwertz qwertzuiop azertyuiop 1q2w3e 1q2w3e4r5t6y 1qaz2wsx3edc zaq12wsx zaq1zaq1 zaq1xsw2
xsw2zaq1 !qaz2wsx 1qaz!qaz qazwsx123 qweasd qweasdzxc qweasdzxc123 asdzxc zxcvbnm1 zxcvbnm123
zxc123 asd123 asdasd123 asdfg asdfgh1 asdfghjkl1 asdqwe123 poiuytrewq mnbvcxz lkjhgfdsa
0987654321 09876543 98765432 9876543210 11112222 12121212 13131313 22222222 33333333 44444444
55555555 66666666 77777777 99999999 00000000 10203040 1234512345 123454321 123456654321
147258369 147258 159951 147852 147852369 258456 321321 456456 456789 741852963 753951 789789
852456 963852741 987456 112112 123654789 147369 1478963 12369874 14789632 123698745 911911
19841984 1234abcd 123qweasd 1q2w3e4r5 q1w2e3r4t5y6 trustnoone letmein123 letmein! welcome!
welcome2 welcome01 changeme changeme123 changeit default default123 secret123 secret1 topsecret
supersecret mysecret secure secure123 security administrator admin admin123 admin1234 admin1
adminadmin root root123 toor guest guest123 user user123 login login123 test123 test1234
testtest tester demo demo123 sample temp temp123 temporary qwerty! qwerty@123 abc@123 pass123
pass1234 passpass pass@123 password@123 mypassword mypass newpassword newpass123 yourpassword
nopassword notmypassword thepassword password2 password3 password01 password11 password99
passwords passport master123 masterkey mastermind superman123 batman123 batman1 spiderman
ironman hulk wolverine superstar rockstar popstar starstar sunflower butterfly dragonfly firefly
ladybug honeybee bumblebee strawberry blueberry raspberry cranberry chocolate vanilla caramel
cupcake cookies pancake icecream candy sweetie sweetheart sweetpea honey honey123 sugar
sunshine123 moonlight starlight twilight midnight1 darkness1 shadow123 shadows blackcat blackdog
whitecat hellokitty kitty kittycat doggie puppy puppylove babydoll babyboy baby123 baby princesa
princesse prince1 princess123 queen king kingkong king123 kingdom empire emperor lordoftherings
gandalf1 frodo hobbit legolas aragorn starwars1 skywalker jedi yoda vader darthvader chewbacca
stargate startrek1 enterprise spock matrix1 neo morpheus trinity12 zion terminator predator
alien aliens ghost ghostrider phantom1 mustang1 corvette1 camaro1 ferrari1 porsche911
lamborghini bmw bmw123 mercedes1 audi toyota1 honda honda1 nissan1 subaru mazda ford ford123
chevy chevrolet dodge jeep harley1 harleydavidson yamaha1 suzuki kawasaki ducati motorola nokia
samsung1 iphone apple123 macintosh windows windows7 microsoft linux ubuntu google google123
facebook twitter youtube instagram myspace hotmail yahoo gmail skype netflix amazon ebay paypal
bitcoin crypto ethereum blockchain pokemon1 pikachu charizard mario supermario luigi zelda
nintendo1 playstation xbox xbox360 gamer gaming minecraft1 fortnite roblox counterstrike
warcraft starcraft diablo2 halo halo3 callofduty battlefield overwatch leagueoflegends dota2
tetris pacman sonic metallica ironmaiden acdc nirvana1 slipknot1 linkinpark greenday beatles1
eminem1 tupac 50cent rihanna beyonce justinbieber onedirection bieber shakira madonna elvis
elvispresley michaeljackson jackson5 queen1 coldplay radiohead oasis blur pinkfloyd ledzeppelin
rollingstones guitar1 drums bass piano music music123 musician singer dancer dancing rocknroll
hiphop rapper jazz blues reggae bobmarley marley rasta rastafari 420420 smoke smoking beer
beer123 whiskey vodka tequila wine martini party party123 fiesta cerveza football12 arsenal1
chelsea1 liverpool1 manchester manutd manunited barcelona realmadrid juventus milan inter bayern
celtic1 rangers1 everton tottenham newcastle leeds ronaldo messi neymar beckham zidane maradona
pele rooney lampard gerrard henry lakers1 celtics bulls chicagobulls knicks yankees1 redsox1
mets dodgers giants1 cowboys1 patriots steelers1 packers1 eagles1 raiders1 broncos1 49ers niners
seahawks vikings bears chiefs ravens saints falcons panthers jaguars titans texans colts browns
bengals bills dolphins1 jets chargers rams cardinals bucs redskins1 nascar1 dale earnhardt
jeffgordon tigerwoods golf123 golfing tennis1 federer nadal jordan23! michaeljordan kobe kobe24
lebron lebronjames shaq mvp champion champions winner1 victory success1 money1 money123
moneymaker cash richman rich millionaire billionaire dollar dollars lottery lucky7 lucky13
lucky123 luck fortune destiny1 karma zen peace peace1 peaceful love4ever forever1 always
together family1 friends friendship bestfriend bff mylove loveme1 lovers1 romance romantic
kisses kiss hugs hugsandkisses hottie hotstuff hot lover1 passion desire dreams dreamer dream
imagine believe hope hope123 trust truth honesty loyalty respect freedom1 liberty america1 usa
usa123 unitedstates texas california newyork1 florida1 chicago1 boston1 dallas1 houston austin1
seattle denver phoenix1 atlanta miami orlando vegas losangeles sanfrancisco hollywood brooklyn1
bronx london1 paris paris123 france germany berlin munich italia italy roma rome spain madrid
mexico canada1 toronto vancouver australia sydney1 melbourne england scotland ireland wales
russia moscow1 poland warszawa india india123 mumbai delhi pakistan1 china beijing japan tokyo
korea seoul brazil brasil rio argentina chile peru colombia africa nigeria egypt israel turkey
istanbul dubai greece athens sweden norway denmark finland holland amsterdam belgium swiss
austria vienna portugal lisbon monday tuesday wednesday thursday friday saturday sunday weekend
january february march april may june july august1 september october november1 december1 spring
summer1 autumn fall winter1 christmas xmas santa santaclaus easter halloween valentine birthday
holiday vacation 2010 2011 2012 2013 2014 2015 2016 2017 2018 2019 2020 2021 2022 2023 2024 2025
1980 1981 1982 1983 1984 1985 1986 1987 1994 1995 1996 1997 1998 1999 2001 2002 2003 2004 2005
19851985 19861986 19871987 19881988 19891989 19901990 19911991 19921992 20002000 20102010
20202020 01011980 01011990 01012000 12345678a 1234567a 123456aa 1a2b3c4d a1b2c3d4 a1b2c3 1a2b3c
abc123! qwerty123! welcome1! summer2020 summer2021 summer2022 summer2023 summer2024 winter2020
winter2021 winter2022 winter2023 winter2024 spring2023 spring2024 autumn2023 fall2023 monday1
password2020 password2021 password2022 password2023 password2024 pa$$w0rd pa55word passw0rd1
p4ssw0rd p455w0rd pa55w0rd passwrd pasword passwd qwertyuiop1 1qazxsw23edc computer1 computer123
internet1 laptop desktop keyboard mouse monitor1 network server system system123 oracle mysql
database cisco cisco123 juniper vmware router router123 modem wifi wireless dlink linksys
netgear tplink huawei zte mikrotik ubnt pi raspberrypi letmeinnow openup opensesame sesame
abracadabra hocuspocus magic123 wizard1 merlin1 sorcerer witch warlock vampire werewolf zombie
zombies dragon123 dragons dragonball dragonballz goku naruto sasuke itachi onepiece luffy bleach
ichigo sakura hinata anime manga otaku kawaii cutie cute cute123 pretty beautiful gorgeous
handsome lovely1 smile smiley happy1 happy123 happiness joy joyful sunny sunny123 rainbow1
rainbows unicorn unicorns fairy mermaid pony horse horses horse123 cowgirl cowboy1 country farm
farmer tractor hunting hunter1 hunter123 fishing1 fisherman outdoors camping hiking mountain1
mountains river ocean beach island tropical paradise heaven1 hell hellfire devil devil666 satan
666 lucifer demon angel123 godfather gangster gangsta thug thuglife killer1 killer123 assassin
sniper1 soldier army marines navy airforce military warrior1 spartan spartans gladiator viking1
knight1 samurai ninja ninja123 karate kungfu boxing boxer fighter ufc wwe johncena therock1
undertaker stonecold batista ranger1 rangers123 scout eagle eagle1 falcon1 hawk phoenix123 raven
crow owl wolf wolves wolfpack lion lionking tiger1 tigers1 panther1 leopard cheetah jaguar1
cougar puma bear1 bears1 grizzly panda koala monkey123 gorilla chimp donkey1 zebra giraffe
elephant1 hippo rhino shark sharks dolphin1 whale octopus turtle1 snake python cobra viper
scorpion1 spider1 spiderman1 batman! superman! flash aquaman wonderwoman hulk123 thor loki
avengers marvel dccomics joker harleyquinn catwoman robin gotham starbucks coffee1 coffee123 tea
pizza pizza123 burger hamburger cheeseburger hotdog1 taco tacos burrito pasta spaghetti sushi
chicken1 chicken123 bacon cheese1 cheese123 butter1 peanut1 peanutbutter jelly banana1 bananas
apple1 apples1 orange1 oranges lemon lemonade mango pineapple coconut cherry cherries peach
peaches1 grape watermelon melon kiwi tomato potato carrot pepper1 pumpkin1 garden flowers
flower1 rose roses lily daisy tulip orchid jasmine1 violet iris poppy ivy willow1 maple oak pine
forest tree trees nature earth planet world world123 universe galaxy cosmos space spaceman
astronaut rocket1 star stars star123 sun moon1 mars venus pluto saturn1 jupiter1 mercury neptune
comet meteor eclipse thunder1 lightning storm tornado hurricane blizzard snow snowman snowflake
ice iceman1 frozen fire1 flame flames blaze inferno water water123 aqua ocean1 sea wave waves
surf surfer sailor sailing boat ship captain1 pirate pirates treasure gold golden1 silver1
diamond1 diamonds ruby emerald sapphire crystal1 pearl jewel jewels platinum1 titanium steel
iron metal heavymetal rock rocky rocky1 stone stones brick wall house home home123 myhouse
homesweethome kitchen garage office work work123 job business company manager boss bossman
director president vicepresident secretary teacher teacher1 student student1 school school1
college university graduate class classof2020 science math history english spanish french german
chemistry physics biology doctor1 nurse nurse1 medical hospital health fitness gym workout
runner1 running marathon cycling bike biker bicycle skater skating hockey123 hockey12 goalie
striker midfielder defender keeper coach referee fan fans supporter
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
